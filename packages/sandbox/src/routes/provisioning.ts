import { formatMessage, validateProvisioningCode } from '@fleet/sdk/domain';
import { Hono } from 'hono';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { pairedDevice } from '../seed/devices.js';
import { deviceLimitOf } from '../store/free-trials.js';
import { jsonBody } from './device-query-params.js';
import { pageWindow } from './number-params.js';
import { validatedBy } from './request-body.js';

/**
 * SPEC §2 /devices/pair and §7 provision-claim, under /api/v2beta. Claiming a code a device
 * shows provisions that device into the active repository at once: it registers, reports
 * its packages, and live clients receive `DeviceCreated`.
 */
export function provisioningRoutes({ stores, live, config }: SandboxContext) {
  return new Hono<ApiEnv>()
    .get('/provision-claim', requireRight('devices', 'create/token'), async (c) => {
      const asked = c.req.query('provisionCode');
      const provisionCode =
        asked === undefined ? undefined : validatedBy(() => validateProvisioningCode(asked));
      return c.json(
        await stores.provisioning.listClaims(
          c.var.principal.repository.id,
          provisionCode === undefined ? {} : { provisionCode },
          pageWindow(c.req),
        ),
      );
    })
    .post('/provision-claim', requireRight('devices', 'create/token'), async (c) => {
      const body = await jsonBody(c.req);
      const code = validatedBy(() =>
        validateProvisioningCode(
          typeof body === 'object' && body !== null
            ? (body as Record<string, unknown>).provisionCode
            : undefined,
        ),
      );
      const { repository } = c.var.principal;
      const owner = await stores.users.findById(repository.ownerId);
      const limit = owner && deviceLimitOf(owner);
      if (limit !== undefined && (await stores.devices.count(repository.id)) >= limit)
        throw new ApiError(
          409,
          'device_limit_reached',
          formatMessage('deviceLimit.message', { limit }),
          formatMessage('deviceLimit.title'),
        );
      const claimed = await stores.provisioning.claim(repository.id, code);
      switch (claimed.outcome) {
        case 'unknown':
          throw notFound('No device shows this provisioning code.');
        case 'expired':
          throw notFound('This provisioning code has expired; the device shows a new one.');
        case 'alreadyClaimed':
          throw conflict('This provisioning code is already claimed.');
      }
      const device = await stores.devices.create(
        repository.id,
        pairedDevice(claimed.code, config.seed),
      );
      const claim = await stores.provisioning.markProvisioned(code, device.deviceUuid);
      live.publish(repository.id, { type: 'DeviceCreated', deviceUuid: device.deviceUuid });
      return c.json(claim, 201);
    })
    .get(
      '/provision-claim/:provisionCode/status',
      requireRight('devices', 'create/token'),
      async (c) => {
        const claim = await stores.provisioning.findClaim(
          c.var.principal.repository.id,
          c.req.param('provisionCode'),
        );
        if (!claim) throw notFound('No claim of this provisioning code in this repository.');
        return c.json(claim);
      },
    );
}
