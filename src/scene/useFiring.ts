import { useMemo } from 'react';
import { useGameStore } from '../store/game/gameStore';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { useVolleyStage, type VolleyStage } from '../store/volley/volleyPhase';
import { type FiringPose, firingPose } from '../table/piecePoses';

export interface Firing {
  stage: VolleyStage;
  /** The lever being aimed (on the table as the engine has it). */
  aiming: FiringPose | null;
  /** The lever a volley is struck or flown from (on the table as it is shown). */
  flying: FiringPose | null;
}

/** Where the volley under way is aimed or flown from, as the volley's stage says. */
export function useFiring(): Firing {
  const stage = useVolleyStage();
  const game = useGameStore((store) => store.game);
  const shown = usePlaybackStore((store) => store.shown);
  return useMemo(() => {
    const aiming = stage.kind === 'aiming' && game ? firingPose(game, stage.source) : null;
    const flying =
      (stage.kind === 'flying' || stage.kind === 'firing') && shown ? firingPose(shown, stage.source) : null;
    return { stage, aiming, flying };
  }, [stage, game, shown]);
}
