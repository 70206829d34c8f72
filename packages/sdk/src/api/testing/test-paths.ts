// Test support: a few paths in the exact shape openapi-typescript generates, so the client is
// tested against typed calls without depending on the generated schema.ts.

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Json<Body> = { headers: { [name: string]: unknown }; content: { 'application/json': Body } };
type Empty = { headers: { [name: string]: unknown }; content?: never };
type NoOtherMethods = {
  options?: never;
  head?: never;
  trace?: never;
};

export interface TestErrorBody {
  code: string;
  msg: string;
  description?: string;
}

export interface TestDevice {
  deviceUuid: string;
  deviceName: string;
}

export interface TestDevicePage {
  values: TestDevice[];
  total: number;
  offset: number;
  limit: number;
}

export interface TestPaths {
  '/api/v2beta/devices': {
    parameters: NoParameters;
    get: {
      parameters: {
        query?: { offset?: number; limit?: number; deviceUuid?: string[] };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: { 200: Json<TestDevicePage>; 401: Json<TestErrorBody> };
    };
    put?: never;
    post?: never;
    delete?: never;
    patch?: never;
  } & NoOtherMethods;
  '/api/v2beta/devices/{id}': {
    parameters: NoParameters;
    get: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<TestDevice>; 404: Json<TestErrorBody> };
    };
    delete: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Empty; 404: Json<TestErrorBody> };
    };
    put?: never;
    post?: never;
    patch?: never;
  } & NoOtherMethods;
  '/api/v2beta/devices/name/{id}': {
    parameters: NoParameters;
    put: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { 'application/json': { name: string } } };
      responses: { 200: Empty };
    };
    patch: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { 'application/json': { name: string } } };
      responses: { 200: Empty };
    };
    get?: never;
    post?: never;
    delete?: never;
  } & NoOtherMethods;
  '/api/v2beta/updates': {
    parameters: NoParameters;
    post: {
      parameters: NoParameters;
      requestBody: {
        content: {
          'application/json': { packageIds: string[]; devices?: string[]; fleets?: string[] };
        };
      };
      responses: { 200: Json<{ updateId: string }>; 400: Json<TestErrorBody> };
    };
    get?: never;
    put?: never;
    delete?: never;
    patch?: never;
  } & NoOtherMethods;
  '/api/v2beta/updates/devices/{deviceUuid}': {
    parameters: NoParameters;
    post: {
      parameters: { query?: never; header?: never; path: { deviceUuid: string }; cookie?: never };
      requestBody: {
        content: { 'application/json': { packageIds: string[]; scheduledFor?: string } };
      };
      responses: { 200: Json<{ updateId: string }>; 400: Json<TestErrorBody> };
    };
    get?: never;
    put?: never;
    delete?: never;
    patch?: never;
  } & NoOtherMethods;
  '/api/accounts/users': {
    parameters: NoParameters;
    get: {
      parameters: NoParameters;
      requestBody?: never;
      responses: { 200: Json<{ userId: string; email: string }> };
    };
    put?: never;
    post?: never;
    delete?: never;
    patch?: never;
  } & NoOtherMethods;
  '/api/accounts/users/{userId}/keys/credentials.zip': {
    parameters: NoParameters;
    get: {
      parameters: { query?: never; header?: never; path: { userId: string }; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown }; content: { 'application/zip': string } };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    patch?: never;
  } & NoOtherMethods;
}
