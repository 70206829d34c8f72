// The bar chart and the two chart widgets: en-US texts of the widgets' catalogue (i18n/ui-messages.ts), kept with the
// code that shows them so that a page loading another widget does not download them. Each
// module that shows one registers them (registerUiTexts); fr-CH has them in
// i18n/ui-messages-fr-ch.ts, loaded with the language.
export const CHART_TEXTS = {
  'ui.chart.showTable': 'Show as table',
  'ui.chart.showChart': 'Show as chart',
  'ui.chart.loadFailed': 'The chart could not be loaded: {reason}',
  'ui.topFleets.title': 'Top fleets',
  'ui.topFleets.fleet': 'Fleet',
  'ui.topFleets.devices': 'Devices',
  'ui.topFleets.none': 'No fleets yet.',
  'ui.connectedDevices.title': 'Connected devices',
  'ui.connectedDevices.day': 'Day',
  'ui.connectedDevices.devices': 'Devices',
  'ui.connectedDevices.none': 'No connected devices.',
} as const;
