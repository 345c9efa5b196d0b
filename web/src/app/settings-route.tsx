import { SecuritySettings } from '@/features/security/components/security-settings';
import SettingsPage from '@/features/settings/pages/settings-page';

/** /settings with the security feature's panel in its Security tab (features do not import each other). */
export default function SettingsRoute() {
  return <SettingsPage securityPanel={<SecuritySettings />} />;
}
