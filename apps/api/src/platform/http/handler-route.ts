import { RequestMethod, type ArgumentMetadata, type Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { RouteTargets } from '../auth/call-gate';

/** A controller method, named by its class and its name: `[ProgramsController, 'byId']`. */
export type Handler = readonly [controller: Type, method: string];

/** What the global pipe is given for one argument, as Nest's router would give it. */
export interface PipedArgument extends ArgumentMetadata {
  type: 'query' | 'body' | 'param';
}

/** What the fast lane must do exactly as Nest's route does, read from the route's own decorators. */
export interface HandlerRoute {
  method: 'GET' | 'POST';
  /** As Fastify knows the route, e.g. `/api/v1/programs/:id`. */
  url: string;
  /** The arguments the global pipe validates, in the order Nest resolves them. */
  piped: readonly PipedArgument[];
  /** The handler function and its class, for the route's policy (`callPolicyOf`). */
  targets: RouteTargets;
}

const PIPED: Partial<Record<number, PipedArgument['type']>> = {
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.PARAM]: 'param',
};

/** Decorators that add a step to a route's pipeline that the fast lane would not run. */
const STEPS_THE_LANE_LACKS = [
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  EXCEPTION_FILTERS_METADATA,
  HEADERS_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
];

const clean = (path: unknown) => (typeof path === 'string' ? path.replace(/^\/+|\/+$/g, '') : '');

/**
 * Reads a controller method's route (method, URL, piped arguments) from Nest's metadata, so that a fast
 * route cannot name another URL, scope or DTO than its controller. Throws at start for a route whose
 * pipeline has a step beyond the global guard and the global pipe (its own guard, interceptor, pipe, filter,
 * header, or a pipe on an argument): the lane could not take it without a second copy of that step.
 */
export function handlerRoute([controller, name]: Handler): HandlerRoute {
  const handler = (controller.prototype as Record<string, unknown>)[name];
  if (typeof handler !== 'function') throw new Error(`${controller.name}.${name} is not a method`);
  const where = `${controller.name}.${name}`;
  const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  if (verb !== RequestMethod.GET && verb !== RequestMethod.POST)
    throw new Error(`${where} is not a GET or POST route`);
  for (const key of STEPS_THE_LANE_LACKS)
    if (Reflect.getMetadata(key, handler) !== undefined || Reflect.getMetadata(key, controller) !== undefined)
      throw new Error(`${where} has a pipeline step the fast lane does not run (${key})`);
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as Type[];
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
    string,
    { index: number; data?: string; pipes?: unknown[] }
  >;
  const piped: (PipedArgument & { index: number })[] = [];
  for (const [key, arg] of Object.entries(args)) {
    if ((arg.pipes ?? []).length > 0)
      throw new Error(`${where}: argument ${arg.index} has a pipe of its own`);
    const type = PIPED[Number(key.split(':')[0])];
    if (type) piped.push({ type, data: arg.data, metatype: types[arg.index], index: arg.index });
  }
  piped.sort((a, b) => a.index - b.index);
  const path = [
    clean(Reflect.getMetadata(PATH_METADATA, controller)),
    clean(Reflect.getMetadata(PATH_METADATA, handler)),
  ];
  return {
    method: verb === RequestMethod.GET ? 'GET' : 'POST',
    url: `/${path.filter(Boolean).join('/')}`,
    piped: piped.map(({ index: _, ...argument }) => argument),
    targets: [handler, controller],
  };
}
