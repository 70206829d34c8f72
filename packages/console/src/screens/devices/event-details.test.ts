import { describe, expect, it } from 'vitest';
import { formatConsoleMessage } from '../../i18n/console-messages';
import { eventFacts, eventTypeMessage } from './event-details';

describe('SPEC §4 update events in words', () => {
  it('names the known event types and leaves a new one as the API sends it', () => {
    const id = eventTypeMessage('EcuInstallationApplied');
    expect(id && formatConsoleMessage(id)).toBe('Installed, waiting for a restart');
    expect(id && formatConsoleMessage(id, {}, 'fr-CH')).toBe(
      'Installé, en attente d’un redémarrage',
    );
    expect(eventTypeMessage('SomethingNew')).toBeUndefined();
    expect(eventTypeMessage('toString')).toBeUndefined();
  });

  it('labels the component and the outcome, and keeps the payload as sent', () => {
    expect(eventFacts({ payload: { ecu: 'ecu-7', success: false, code: 'E42' } })).toEqual({
      component: 'ecu-7',
      succeeded: false,
      raw: '{\n  "ecu": "ecu-7",\n  "success": false,\n  "code": "E42"\n}',
    });
    expect(eventFacts({ payload: {} })).toEqual({});
    expect(eventFacts({})).toEqual({});
  });
});
