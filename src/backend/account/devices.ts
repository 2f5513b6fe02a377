import { API_ERRORS } from "../../api/codes";
import type { deviceList, deviceRegister, deviceUnbind } from "../../api/contract/account";
import { appProductName } from "../../catalog/app-products";
import { fail, type Handler, ok, sessionOf } from "../handler";

interface DeviceRow {
  app_type: number;
  device_user_id: string;
  device_name: string;
  os_name: string;
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
      last_active: d.last_active,
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

/** App-facing: an app installation signed in to the account registers itself (or refreshes). */
export const deviceRegisterHandler: Handler<typeof deviceRegister> = async (req) => {
  const { app_type, device_user_id, device_name, os_name } = req.input;
  await req.env.DB.prepare(
    `INSERT INTO devices (user_id, app_type, device_user_id, device_name, os_name, last_active)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, app_type, device_user_id) DO UPDATE SET
       device_name = excluded.device_name, os_name = excluded.os_name, last_active = excluded.last_active`,
  )
    .bind(sessionOf(req).userId, app_type, device_user_id, device_name, os_name, Math.floor(req.nowMs / 1000))
    .run();
  return ok({});
};
