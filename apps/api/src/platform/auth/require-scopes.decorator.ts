import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Scope } from './scopes';

export const REQUIRED_SCOPES = 'fm:scopes';

/** Scopes a route needs besides `api` (which every authenticated route needs); a credential without them gets 403. */
export const RequireScopes = (...scopes: Scope[]): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_SCOPES, scopes),
    ApiExtension('x-required-scopes', ['api', ...scopes]),
  );
