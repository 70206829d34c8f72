export {
  loadContract,
  type ApiContract,
  type CheckedRequest,
  type CheckedResponse,
} from './contract';
export { matchOperation, type MatchedOperation } from './match-operation';
