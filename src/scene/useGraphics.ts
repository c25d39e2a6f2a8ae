import { useGraphicsStore } from '../store/settings/graphicsStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { resolveGraphics } from './softwareRenderer';

/** The graphics mode the table draws in: the setting (auto resolved by the renderer), fancy stepped down when frames were slow. */
export function useGraphics(): 'fancy' | 'fast' {
  const setting = resolveGraphics(useSettingsStore((store) => store.graphics));
  const steppedDown = useGraphicsStore((store) => store.steppedDown);
  return steppedDown ? 'fast' : setting;
}
