// Registers <fleet-package-browser> ('@fleet/elements/define/package-browser').
import { defineFleetElement } from '../../elements/define-element.js';
import { packageBrowserWiring } from './package-browser.element.js';
import { PackageBrowserElement } from './PackageBrowserElement.js';

defineFleetElement(packageBrowserWiring, PackageBrowserElement);
