/** A soft ring under a piece: the selected one, or the firer in the sandbox. */
export function PieceRing({ colour }: { colour: string }) {
  return (
    <mesh position={[0, 0.04, 0]} rotation-x={-Math.PI / 2}>
      <ringGeometry args={[2.6, 2.95, 48]} />
      <meshBasicMaterial color={colour} transparent opacity={0.85} depthWrite={false} />
    </mesh>
  );
}
