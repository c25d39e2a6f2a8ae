import { useEffect, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { sandboxMeter, useSandboxStore } from '../../store/sandbox/sandboxStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { PREVIEW_STRENGTHS, useAimPreviewStore } from '../../store/volley/aimPreviewStore';
import { layoutInput } from '../../table/sandboxLayout';
import './AimPreview.css';

const pct = (p: number) => `${Math.round(p * 100)} %`;

/** The previewed strength nearest to `at`: all the readout needs of a charge that changes every frame. */
const nearestPreviewed = (at: number) =>
  PREVIEW_STRENGTHS.reduce((best, s) => (Math.abs(s - at) < Math.abs(best - at) ? s : best));

/** The meter's strength (the charge, or else the typed strength), snapped to the preview's steps. */
const previewedNow = () => nearestPreviewed(sandboxMeter.get() ?? 0);

/**
 * Along the power meter: the coins expected at each strength for the pose and thresholds (cell shade)
 * and, for the strength set now, the chances of each outcome. Sampled in the captain worker.
 */
export function AimPreview() {
  const { layout, knocked } = useSandboxStore(
    useShallow((store) => ({ layout: store.layout, knocked: store.knocked })),
  );
  // re-renders only when the charge crosses into another preview step, not every frame of a pull
  const at = useSyncExternalStore(sandboxMeter.subscribe, previewedNow);
  const thresholds = useTuningStore((store) => store.thresholds);
  const { status, estimates } = useAimPreviewStore(
    useShallow((store) => ({ status: store.status, estimates: store.estimates })),
  );

  useEffect(() => {
    let input: ReturnType<typeof layoutInput>;
    try {
      input = layoutInput(layout, 0.5, 0, knocked);
    } catch {
      return; // no firing piece on the table: nothing to preview
    }
    useAimPreviewStore.getState().request(input, thresholds);
  }, [layout, knocked, thresholds]);

  const nearest = estimates.reduce<(typeof estimates)[number] | null>(
    (best, estimate) =>
      !best || Math.abs(estimate.strength - at) < Math.abs(best.strength - at) ? estimate : best,
    null,
  );
  const most = Math.max(0.01, ...estimates.map((estimate) => estimate.expectedCoins));
  return (
    <section className="aim-preview" aria-label="Aim preview" data-testid="aim-preview" data-status={status}>
      <ol className="aim-preview-cells" aria-label="Coins expected by strength">
        {(estimates.length > 0
          ? estimates
          : PREVIEW_STRENGTHS.map((s) => ({ strength: s, expectedCoins: 0 }))
        ).map((estimate) => (
          <li
            key={estimate.strength}
            style={{ opacity: 0.15 + (0.85 * estimate.expectedCoins) / most }}
            title={`strength ${estimate.strength.toFixed(1)}: ${estimate.expectedCoins.toFixed(2)} coins expected`}
            data-coins={estimate.expectedCoins.toFixed(3)}
          />
        ))}
      </ol>
      <p className="aim-preview-readout" aria-live="polite" data-testid="aim-preview-readout">
        {status === 'failed'
          ? 'The preview could not be worked out.'
          : !nearest
            ? 'Working out the aim preview…'
            : `At ${nearest.strength.toFixed(1)}: ${nearest.expectedCoins.toFixed(2)} coins expected · hit ${pct(nearest.pHit)} · landed ${pct(nearest.pLanded)} · knocked off ${pct(nearest.pKnockedOff)}${status === 'waiting' ? ' (updating…)' : ''}`}
      </p>
    </section>
  );
}
