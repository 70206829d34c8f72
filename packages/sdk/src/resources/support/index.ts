// Shared helpers of the resource modules: results, paging, URL batching, transfers.
export { unwrap, type ApiResult, type SuccessData } from './unwrap';
export {
  paginate,
  paginatePages,
  DEFAULT_ITERATION_PAGE_SIZE,
  type Page,
  type PageRequest,
  type FetchPage,
  type PaginateOptions,
} from './paginate';
export { batched, type BatchedOptions } from './batched';
export {
  uploadWithProgress,
  type UploadBody,
  type UploadOptions,
  type UploadProgress,
} from './upload';
export { downloadBlob, filenameFrom, type DownloadedFile } from './download';
