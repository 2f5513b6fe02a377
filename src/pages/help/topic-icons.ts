import {
  CreditCard,
  type LucideIcon,
  MonitorSmartphone,
  RotateCcw,
  ShieldCheck,
  UserRound,
  Wrench,
} from "lucide-react";
import type { HelpTopic } from "../../catalog/help-topics";

/** Each help topic's icon on the topic cards and its page. */
export const TOPIC_ICONS: Readonly<Record<HelpTopic, LucideIcon>> = {
  billing: CreditCard,
  refunds: RotateCcw,
  devices: MonitorSmartphone,
  privacy: ShieldCheck,
  setup: Wrench,
  account: UserRound,
};
