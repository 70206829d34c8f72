// A widget as a custom element: its `base-url`, `token`, `getToken`, `client` and `live`
// pick the page's shared connection (connection-registry), which the widget then reads
// through useFleet() exactly as under a React FleetProvider. The element names the SDK resources
// its widget calls: the connection makes them from its client (a page's elements share them).

import { useMemo, type ComponentType } from 'react';
import { useFormatMessage } from '../i18n/format-message.js';
import { EmptyState } from '../primitives/empty-state/EmptyState.js';
import { connectionKey } from './connection-key.js';
import { pageConnections, type ConnectionRegistry } from './connection-registry.js';
import type { FleetConnectionProps } from './connection-props.js';
import type { ResourceFactories } from './fleet-connection.js';
import { FleetProvider } from './FleetProvider.js';
import { LiveConnectionStatus } from './LiveConnectionStatus.js';

/** What the element shows until a token source is set. */
function NotConnected() {
  const t = useFormatMessage();
  return <EmptyState title={t('ui.notConnected')} />;
}

export function withFleetConnection<Props extends object>(
  Widget: ComponentType<Props>,
  resources: ResourceFactories,
  registry: ConnectionRegistry = pageConnections,
): ComponentType<Props & FleetConnectionProps> {
  function Connected(props: Props & FleetConnectionProps) {
    const { baseUrl, token, getToken, client, live, preferencesKey, ...widgetProps } = props;
    const connection = useMemo(() => {
      const found = registry.connectionFor({
        baseUrl,
        token,
        getToken,
        client,
        live,
        ...(preferencesKey && { preferencesKey }),
      });
      found?.provideResources(resources);
      return found;
    }, [baseUrl, token, getToken, client, live, preferencesKey]);
    if (!connection) return <NotConnected />;
    // Another connection (a new token, say) is another API: the widget starts over with it.
    // Above it, whether live updates are interrupted (empty while they flow).
    return (
      <FleetProvider connection={connection}>
        <LiveConnectionStatus />
        <Widget key={connectionKey(connection)} {...(widgetProps as Props)} />
      </FleetProvider>
    );
  }
  Connected.displayName = `withFleetConnection(${Widget.displayName ?? Widget.name})`;
  return Connected;
}
