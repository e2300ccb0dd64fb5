import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'fm:public';

/**
 * Opts a route out of authentication. Everything else needs a credential by default (the guard is global),
 * so a new module cannot forget it. Public: health, the OAuth token endpoint and the JWKS. The OpenAPI
 * extension lets the document builder leave these operations without a security requirement.
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));
