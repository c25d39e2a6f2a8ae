import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import type { PlayerStats } from '../../engine/playerStats';
import { FLAG_STYLES } from '../../scene/flagStyle';
import type { KeptSummary } from '../../table/keptGame';
import { PlotFigure } from '../sandbox/PlotFigure';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`;

/** The rows of the statistics table: a label and each player's figure. */
const ROWS: readonly { label: string; value: (stats: PlayerStats) => string | number }[] = [
  { label: 'Volleys fired', value: (s) => s.volleys },
  { label: 'Best: hit', value: (s) => percent(s.hits, s.volleys) },
  { label: 'Best: landed', value: (s) => percent(s.landed, s.volleys) },
  { label: 'Best: captain knocked off', value: (s) => percent(s.knockOffs, s.volleys) },
  { label: 'Longest scoring streak', value: (s) => s.bestStreak },
  { label: 'Coins from volleys', value: (s) => s.volleyCoins },
  { label: 'Points from treasures', value: (s) => s.treasurePoints },
  { label: 'Curses taken', value: (s) => s.cursesTaken },
  { label: 'Curses passed on', value: (s) => s.cursesPassed },
  { label: 'Spaces sailed', value: (s) => s.spacesSailed },
  { label: 'Ship actions used', value: (s) => s.actions },
  { label: 'Abilities used', value: (s) => s.abilities },
];

/** Each player's figures for one game, and a small plot of their points at the end of each round. */
export function GameStats({ summary, stats }: { summary: KeptSummary; stats: readonly PlayerStats[] }) {
  const points = useMemo(
    () =>
      stats.flatMap((player) =>
        player.pointsByRound.map((value, round) => ({
          name: summary.players[player.seat]?.name ?? `Seat ${player.seat + 1}`,
          round: round + 1,
          points: value,
        })),
      ),
    [stats, summary],
  );
  const names = summary.players.map((player) => player.name);
  const colours = summary.players.map((player) =>
    player.ship ? FLAG_STYLES[player.ship].colour : '#f7d774',
  );
  const make = useCallback(
    () =>
      Plot.plot({
        height: 140,
        width: 320,
        marginLeft: 34,
        marginBottom: 30,
        style: { background: 'transparent', fontSize: '11px', color: 'currentColor' },
        x: { label: 'round', tickFormat: 'd' },
        y: { label: 'points', grid: true },
        color: { domain: names, range: colours, legend: true },
        marks: [
          Plot.lineY(points, { x: 'round', y: 'points', stroke: 'name', strokeWidth: 2 }),
          Plot.dot(points, {
            x: 'round',
            y: 'points',
            fill: 'name',
            r: 2.5,
            title: (d) => `${d.name}: ${d.points}`,
          }),
          Plot.ruleY([0]),
        ],
      }),
    [points, names, colours],
  );
  return (
    <section className="game-stats" aria-label="Game statistics" data-testid="game-stats">
      <div className="stats-table-wrap">
        <table className="stats-table">
          <caption className="visually-hidden">Statistics per player</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Figure</span>
              </th>
              {summary.players.map((player) => (
                <th scope="col" key={player.name}>
                  {player.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {stats.map((player) => (
                  <td key={player.seat}>{row.value(player)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {points.length > 0 && (
        <PlotFigure make={make} label="Points at the end of each round" testId="points-chart" />
      )}
    </section>
  );
}
