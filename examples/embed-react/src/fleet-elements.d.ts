// Types the <fleet-*> tags in JSX (attributes, the getToken/client properties and the
// onfleet-* listeners with their typed detail), generated from the elements'
// custom-elements.json.
import type {} from '@fleet/elements/types/react';
