import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fm:public';

/**
 * Opts a route out of authentication. Everything else needs a credential by default (the guard is global),
 * so a new module cannot forget it. Public: health, the OAuth token endpoint and the JWKS.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
