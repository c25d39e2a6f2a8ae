import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group } from 'three';
import type { IslandLetter, ShipId } from '../engine/ids';
import { type PieceGlides, progressOf } from '../table/glideOf';
import { CAPTAIN_CARD, CARD, COIN, trackSpot } from '../table/holdPlaces';
import { cardFlip, coinT, curseFlip, hop, type TokenMotion } from '../table/tokenMotions';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';
import { recordMotion } from './testProbe';
import { captainCardActive, captainCardCursed, cardBack, cardFace, coinFace } from './tokenTextures';

/** A treasure card token: its back (the island's letter) on top, its plain face below. */
export function CardToken({ from }: { from: IslandLetter }) {
  return (
    <mesh castShadow receiveShadow>
      <cylinderGeometry args={[CARD.radius, CARD.radius, CARD.thickness, 20]} />
      <meshStandardMaterial attach="material-0" color="#c9b27c" roughness={0.8} />
      <meshStandardMaterial attach="material-1" map={cardBack(from)} roughness={0.8} />
      <meshStandardMaterial attach="material-2" map={cardFace()} roughness={0.8} />
    </mesh>
  );
}

/** One coin, face up. */
function CoinToken() {
  return (
    <mesh castShadow>
      <cylinderGeometry args={[COIN.radius, COIN.radius, COIN.thickness, 20]} />
      <meshStandardMaterial attach="material-0" color="#b8891c" roughness={0.5} />
      <meshStandardMaterial attach="material-1" map={coinFace()} roughness={0.45} />
      <meshStandardMaterial attach="material-2" map={coinFace()} roughness={0.45} />
    </mesh>
  );
}

/** Box faces in three's order: +x, −x, +y (the active side), −y (the cursed side), +z, −z. */
const EDGE = '#3e2612';

/**
 * A player's captain card lying in their hold: its active side up, or its cursed side; it turns over
 * as the table plays a curse (or its lifting), posed each frame outside React state.
 */
export function CaptainCardToken({
  ship,
  cursed,
  beat,
}: {
  ship: ShipId;
  cursed: boolean;
  /** The beat being played, if it turns this card. */
  beat: PieceGlides | null;
}) {
  const card = useRef<Group>(null);
  const colour = FLAG_STYLES[ship].colour;
  const motion = beat?.motions.find((m) => m.kind === 'curse' && m.ship === ship);
  useFrame((state) => {
    const group = card.current;
    if (!group) return;
    if (!beat || motion?.kind !== 'curse') {
      group.rotation.z = cursed ? Math.PI : 0;
      group.position.y = CAPTAIN_CARD.thickness / 2;
      return;
    }
    const t = progressOf(beat, performance.now());
    // lifted by a hand, turned over about its length, laid down again
    group.rotation.z = curseFlip(motion.toCursed, t);
    group.position.y = CAPTAIN_CARD.thickness / 2 + 1.4 * Math.sin(Math.PI * t);
    recordMotion('curse', ship, t);
    if (t < 1) state.invalidate();
  });
  return (
    <group ref={card} position-y={CAPTAIN_CARD.thickness / 2} rotation-z={cursed && !motion ? Math.PI : 0}>
      <mesh castShadow receiveShadow>
        <boxGeometry args={[CAPTAIN_CARD.width, CAPTAIN_CARD.thickness, CAPTAIN_CARD.length]} />
        <meshStandardMaterial attach="material-0" color={EDGE} />
        <meshStandardMaterial attach="material-1" color={EDGE} />
        <meshStandardMaterial attach="material-2" map={captainCardActive(colour)} roughness={0.8} />
        <meshStandardMaterial attach="material-3" map={captainCardCursed(colour)} roughness={0.8} />
        <meshStandardMaterial attach="material-4" color={EDGE} />
        <meshStandardMaterial attach="material-5" color={EDGE} />
      </mesh>
    </group>
  );
}

/**
 * A captain standing on its card's action track during its owner's turn (after the first ship action),
 * on the space of the actions taken so far (hold frame). Lifted off while its card turns over.
 */
export function CaptainOnTrack({
  ship,
  actionsUsed,
  beat,
}: {
  ship: ShipId;
  actionsUsed: number;
  beat: PieceGlides | null;
}) {
  if (beat?.motions.some((m) => m.kind === 'curse' && m.ship === ship)) return null;
  const spot = trackSpot(actionsUsed);
  return (
    <group position={[spot.x, CAPTAIN_CARD.thickness, spot.z]} name={`captain-on-card-${ship}`}>
      <PieceModel name="captain" paint={{ captain: FLAG_STYLES[ship].colour }} />
    </group>
  );
}

/** A card token on its way from an island to a hold: it hops across and lands face down. */
function FlyingCard({ motion, beat }: { motion: Extract<TokenMotion, { kind: 'card' }>; beat: PieceGlides }) {
  const token = useRef<Group>(null);
  useFrame((state) => {
    const group = token.current;
    if (!group) return;
    const t = progressOf(beat, performance.now());
    const at = hop(motion.start, motion.end, t, 6);
    group.position.set(at.x, at.y, at.z);
    group.rotation.set(cardFlip(t), motion.yaw * Math.min(1, t * 1.5), 0, 'YXZ');
    recordMotion('card', motion.ship, t);
    if (t < 1) state.invalidate();
  });
  return (
    <group ref={token} position={[motion.start.x, motion.start.y, motion.start.z]} rotation-x={Math.PI}>
      <CardToken from={motion.island} />
    </group>
  );
}

/** Coins on their way from the supply to a hold, one after another. */
function FlyingCoins({
  motion,
  beat,
}: {
  motion: Extract<TokenMotion, { kind: 'coins' }>;
  beat: PieceGlides;
}) {
  const coins = useRef<(Group | null)[]>([]);
  useFrame((state) => {
    const t = progressOf(beat, performance.now());
    coins.current.forEach((group, index) => {
      if (!group) return;
      const own = coinT(t, index, motion.count);
      const at = hop(motion.start, motion.end, own, 5);
      group.position.set(at.x, at.y + COIN.thickness * (motion.count - index), at.z);
      // each spins once on its way, as a flicked coin does
      group.rotation.x = 2 * Math.PI * own;
      group.visible = own > 0 && own < 1;
    });
    recordMotion('coins', motion.ship, t);
    if (t < 1) state.invalidate();
  });
  return (
    <>
      {Array.from({ length: motion.count }, (_, index) => (
        <group
          // biome-ignore lint/suspicious/noArrayIndexKey: the coins are numbered in the order they leave
          key={index}
          ref={(group) => {
            coins.current[index] = group;
          }}
          visible={false}
        >
          <CoinToken />
        </group>
      ))}
    </>
  );
}

/** The cards and coins the beat being played sends across the table (world placed). */
export function FlyingTokens({ beat }: { beat: PieceGlides | null }) {
  const invalidate = useThree((state) => state.invalidate);
  // the on-demand frame loop starts drawing as a token sets off (the frames go on from useFrame)
  useEffect(() => {
    if (beat && beat.motions.length > 0) invalidate();
  }, [beat, invalidate]);
  if (!beat) return null;
  return (
    <>
      {beat.motions.map((motion) => {
        switch (motion.kind) {
          case 'card':
            return <FlyingCard key={`card-${motion.ship}`} motion={motion} beat={beat} />;
          case 'coins':
            return <FlyingCoins key={`coins-${motion.ship}`} motion={motion} beat={beat} />;
          case 'curse':
          case 'captain':
            // drawn where they lie: the captain card in its hold, the captain on its ship
            return null;
          default: {
            const never: never = motion;
            return never;
          }
        }
      })}
    </>
  );
}
