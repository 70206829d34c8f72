// The parts of the device table a user may never open, loaded together when the first of them
// opens: the bulk actions' buttons (and their delete confirmation), the column chooser's
// checkboxes and the custom filters' dialogs. One module, so one chunk: each lazy module is a
// chunk of its own, plus one for every set of modules it shares with the table.
export { BulkActionButtons } from './BulkActionButtons.js';
export { ColumnChooserPanel } from './ColumnChooserPanel.js';
export { Dialog } from '../../primitives/dialog/Dialog.js';
