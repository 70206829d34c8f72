// Registers <fleet-top-fleets-chart> ('@fleet/elements/define/top-fleets-chart').
import { defineFleetElement } from '../../elements/define-element.js';
import { topFleetsChartElement } from './top-fleets-chart.description.js';
import { TopFleetsChartElement } from './TopFleetsChartElement.js';

defineFleetElement(topFleetsChartElement, TopFleetsChartElement);
