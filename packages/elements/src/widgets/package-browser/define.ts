// Registers <fleet-package-browser> ('@fleet/elements/define/package-browser').
import { defineFleetElement } from '../../elements/define-element.js';
import { packageBrowserElement } from './package-browser.description.js';
import { PackageBrowserElement } from './PackageBrowserElement.js';

defineFleetElement(packageBrowserElement, PackageBrowserElement);
