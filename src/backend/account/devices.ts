import { API_ERRORS } from "../../api/codes";
import type { deviceList, deviceRegister, deviceUnbind } from "../../api/contract/account";
import { appProductName } from "../../catalog/app-products";
import { DEVICE_LIMIT } from "../../catalog/billing";
import { epochSeconds } from "../../shared/epoch";
import { fail, type Handler, ok, sessionOf } from "../handler";

interface DeviceRow {
  app_type: number;
  device_user_id: string;
  device_name: string;
  os_name: string;
  /** Epoch ms (decision 174); the answer says epoch seconds. */
  last_active: number;
}

export const deviceListHandler: Handler<typeof deviceList> = async (req) => {
  const { results } = await req.env.DB.prepare(
    "SELECT app_type, device_user_id, device_name, os_name, last_active FROM devices WHERE user_id = ? ORDER BY last_active DESC",
  )
    .bind(sessionOf(req).userId)
    .all<DeviceRow>();
  return ok({
    devices: results.map((d) => ({
      app_type: d.app_type,
      app_name: appProductName(d.app_type),
      user_id: d.device_user_id,
      device_name: d.device_name,
      os_name: d.os_name,
      last_active: epochSeconds(d.last_active),
    })),
  });
};

export const deviceUnbindHandler: Handler<typeof deviceUnbind> = async (req) => {
  const result = await req.env.DB.prepare(
    "DELETE FROM devices WHERE user_id = ? AND app_type = ? AND device_user_id = ?",
  )
    .bind(sessionOf(req).userId, req.input.unbind_app_type, req.input.unbind_user_id)
    .run();
  return result.meta.changes > 0 ? ok({}) : fail(API_ERRORS.deviceNotFound);
};

/**
 * App-facing: an app installation signed in to the account registers itself (or refreshes). A new
 * installation is only inserted while the account has fewer than DEVICE_LIMIT others: the count is
 * the statement's own condition, so concurrent registrations cannot pass the limit together
 * (decision 075); a known installation always refreshes.
 */
export const deviceRegisterHandler: Handler<typeof deviceRegister> = async (req) => {
  const { app_type, device_user_id, device_name, os_name } = req.input;
  const result = await req.env.DB.prepare(
    `INSERT INTO devices (user_id, app_type, device_user_id, device_name, os_name, last_active)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6
      WHERE (SELECT count(*) FROM devices
              WHERE user_id = ?1 AND NOT (app_type = ?2 AND device_user_id = ?3)) < ?7
     ON CONFLICT (user_id, app_type, device_user_id) DO UPDATE SET
       device_name = excluded.device_name, os_name = excluded.os_name, last_active = excluded.last_active`,
  )
    .bind(sessionOf(req).userId, app_type, device_user_id, device_name, os_name, req.nowMs, DEVICE_LIMIT)
    .run();
  return result.meta.changes > 0 ? ok({}) : fail(API_ERRORS.deviceLimitReached);
};
