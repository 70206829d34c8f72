export {
  loadContract,
  type ApiContract,
  type CheckedRequest,
  type CheckedResponse,
} from './contract';
export { matchOperation, type MatchedOperation } from './match-operation';
export {
  readBundle,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './bundle';
