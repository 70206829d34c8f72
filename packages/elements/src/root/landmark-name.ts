// Landmarks (paging, notifications, a package's versions) named per widget, so a page with two
// device tables has two distinct "Pagination" navigations (WCAG landmark-unique). A custom
// element names them after its `label` attribute, or else by its number among the page's Fleet
// elements: the first keeps the plain name, the second gets "… 2". A React host
// (the console, one widget of a kind per screen) gives neither: names stay plain.
import { createContext, useContext } from 'react';
import { useFormatMessage } from '../i18n/format-message.js';

export interface WidgetName {
  /** The host's name for the widget (the element's `label` attribute). */
  label?: string | undefined;
  /** The element's number among the page's Fleet elements, from 1. */
  instance?: number | undefined;
}

export const WidgetNameContext = createContext<WidgetName>({});

/** `landmark` made unique to this widget, e.g. "Pagination: Lab devices" or "Pagination 2". */
export function useLandmarkName(landmark: string): string {
  const t = useFormatMessage();
  const { label, instance } = useContext(WidgetNameContext);
  if (label) return t('ui.landmarkNamed', { landmark, name: label });
  if (instance !== undefined && instance > 1)
    return t('ui.landmarkNumbered', { landmark, number: instance });
  return landmark;
}
