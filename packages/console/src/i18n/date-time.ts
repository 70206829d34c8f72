// The date and time format the console and the widgets share (SPEC §3 Preferences datetime
// format), from the SDK's domain.
export {
  dateTimeStyle,
  formatDateTime,
  type DateTimeOptions,
  type DateTimeStyle,
} from '@fleet/sdk/domain';
