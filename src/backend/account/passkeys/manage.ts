import { API_ERRORS } from "../../../api/codes";
import type { passkeyList, passkeyRemove, passkeyRename } from "../../../api/contract/account";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { passkeysOf, removePasskey, renamePasskey } from "./store";

export const passkeyListHandler: Handler<typeof passkeyList> = async (req) =>
  ok({ passkeys: await passkeysOf(req.env.DB, sessionOf(req).userId) });

export const passkeyRenameHandler: Handler<typeof passkeyRename> = async (req) =>
  (await renamePasskey(req.env.DB, sessionOf(req).userId, req.input.id, req.input.name))
    ? ok({})
    : fail(API_ERRORS.passkeyNotFound);

export const passkeyRemoveHandler: Handler<typeof passkeyRemove> = async (req) =>
  (await removePasskey(req.env.DB, sessionOf(req).userId, req.input.id))
    ? ok({})
    : fail(API_ERRORS.passkeyNotFound);
