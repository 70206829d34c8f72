// Registers <fleet-top-fleets-chart> ('@fleet/elements/define/top-fleets-chart').
import { defineFleetElement } from '../../elements/define-element.js';
import { topFleetsChartWiring } from './top-fleets-chart.element.js';
import { TopFleetsChartElement } from './TopFleetsChartElement.js';

defineFleetElement(topFleetsChartWiring, TopFleetsChartElement);
