/**
 * The move composers, one per decision: the draws, the orders (excess, recruits, events, attackers),
 * the blocks and a battle plan. Each shows what every choice costs before sending, and sends the
 * whole turn part as one move. They read the seat's view only and keep their draft in the sheet.
 */
import { html, nothing, type TemplateResult } from "lit";
import { actionOf, cardOf, lordOf, ordersRefusal } from "#games/birthright-conquest/client";
import type { BcMove, BcView, DrawChoice, PlanCard } from "#games/birthright-conquest/client";
import {
  ACTION_BUY,
  ACTION_HAND_MAX,
  battleForce,
  battlesOf,
  eventGold,
  lordForce,
  missingCaster,
  nextCost,
  type OrdersDraft,
  ordersProblems,
  REALM_BUY,
  REALM_HAND_MAX,
  razesNeeded,
  recruitCosts,
} from "./compose";
import { nameOf } from "./words";

/** The sheet as the composers see it. */
export interface Composer {
  view: BcView;
  seat: number;
  busy: boolean;
  draw: DrawChoice;
  orders: OrdersDraft;
  blocks: Record<string, string>;
  raze: string[];
  plan: PlanCard[];
  set(patch: Partial<Pick<Composer, "draw" | "orders" | "blocks" | "raze" | "plan">>): void;
  send(move: BcMove, label: string): void;
}

const toggled = <T>(list: T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** A toggle button of the composers: pressed when chosen, with a note (a cost, a Force). */
function toggle(label: string, note: string, pressed: boolean, onPress: () => void, disabled = false) {
  return html`<button type="button" class="pick" aria-pressed=${pressed ? "true" : "false"} ?disabled=${disabled} @click=${onPress}>
    <span class="name">${label}</span>${note ? html`<span class="note">${note}</span>` : nothing}
  </button>`;
}

function sendBar(
  c: Composer,
  summary: TemplateResult | string,
  problems: string[],
  move: BcMove,
  label: string,
) {
  return html`<div class="send">
    <p class="summary num">${summary}</p>
    ${problems.length ? html`<p class="problem" role="alert">${problems[0]}</p>` : nothing}
    <button type="button" class="btn" ?disabled=${c.busy || problems.length > 0} @click=${() => c.send(move, label)}>${label}</button>
  </div>`;
}

export function drawPanel(c: Composer): TemplateResult {
  const p = c.view.players[c.seat];
  const d = c.draw;
  const cost = (d.buyRealm ? REALM_BUY : 0) + (d.buyAction ? ACTION_BUY : 0);
  const problems = [
    ...(cost > p.gold ? [`That costs ${cost} gold; you have ${p.gold}.`] : []),
    ...(d.buyRealm && p.deckSize < 2 ? ["Your Realm deck is too small to buy a card from."] : []),
  ];
  const fill = Math.max(1, REALM_HAND_MAX - p.realmHand.length);
  return html`<section class="compose card controls" aria-label="Your draws">
    <h3>Alliance and Planning</h3>
    <div class="row" role="group" aria-label="Realm cards to draw">
      ${toggle("Draw one Realm card", "", d.realm === "one", () => c.set({ draw: { ...d, realm: "one" } }))}
      ${toggle(`Fill to ${REALM_HAND_MAX}`, `${fill} card${fill === 1 ? "" : "s"}`, d.realm === "fill", () => c.set({ draw: { ...d, realm: "fill" } }))}
    </div>
    <div class="row" role="group" aria-label="Purchases">
      ${toggle("Buy a Realm card", `${REALM_BUY} gold`, d.buyRealm, () => c.set({ draw: { ...d, buyRealm: !d.buyRealm } }))}
      ${toggle("Buy an Action card", `${ACTION_BUY} gold`, d.buyAction, () => c.set({ draw: { ...d, buyAction: !d.buyAction } }))}
    </div>
    <p class="small muted">Then you draw 2 Action cards${d.buyAction ? " and the one you bought" : ""} and take 1 gold for each of your Realms in play.</p>
    ${sendBar(c, `Costs ${cost} gold of ${p.gold}`, problems, { type: "draw", ...d }, "Draw")}
  </section>`;
}

/** An Event that acts on an opposing Army. */
const targeted = (card: string): boolean => ["slay", "recall"].includes(actionOf(card)!.effect.kind);

export function ordersPanel(c: Composer): TemplateResult {
  const v = c.view,
    me = v.players[c.seat],
    them = v.players[1 - c.seat];
  const o = c.orders;
  const set = (patch: Partial<OrdersDraft>) => c.set({ orders: { ...o, ...patch } });
  const realmExcess = Math.max(0, me.realmHand.length - REALM_HAND_MAX);
  const hand = me.hand ?? [];
  const actionExcess = Math.max(0, hand.length - ACTION_HAND_MAX);
  const { items, gold, lords } = recruitCosts(me, o);
  const inPlayLords = [
    ...me.lords.map((l) => l.card),
    ...o.recruit.filter((r) => lordOf(r.card)).map((r) => r.card),
  ];
  const recruitable = me.realmHand.filter((card) => !o.bottom.includes(card));
  const enemyArmies = them.lords.flatMap((l) => l.allies);
  /** The opposing Armies no chosen Event acts on yet (each Army can be sent off once). */
  const freeArmies = (but?: string) =>
    enemyArmies.filter((a) => !o.events.some((e) => e.target === a && e.card !== but));
  const ready = me.lords.filter((l) => l.arrived < v.turn);

  const toggleRecruit = (card: string) => {
    if (o.recruit.some((r) => r.card === card))
      return set({ recruit: o.recruit.filter((r) => r.card !== card) });
    const army = cardOf(card)!.kind === "army";
    const strongest = [...me.lords].sort((a, b) => lordForce(b) - lordForce(a))[0]?.card ?? inPlayLords[0];
    set({ recruit: [...o.recruit, army ? { card, lord: strongest } : { card }] });
  };
  const toggleEvent = (card: string) => {
    if (o.events.some((e) => e.card === card))
      return set({ events: o.events.filter((e) => e.card !== card) });
    set({ events: [...o.events, targeted(card) ? { card, target: freeArmies()[0] } : { card }] });
  };
  const move: BcMove = { type: "orders", ...o };
  const problems = ordersProblems(v, c.seat, o);
  for (const e of o.events)
    if (e.target === undefined && targeted(e.card))
      problems.push(`${nameOf(e.card)} needs an opposing Army.`);
  // Then the server's own checks, so Send is off for anything it would refuse.
  const refusal = problems.length ? null : ordersRefusal(v, c.seat, move);
  if (refusal) problems.push(refusal);
  const spent = me.gold - gold;
  const bonus = eventGold(o);

  return html`<section class="compose card controls" aria-label="Your orders">
    <h3>Your orders</h3>
    ${
      realmExcess
        ? html`<h4>Realm hand over ${REALM_HAND_MAX}: put ${realmExcess} on the bottom of your deck</h4>
          <div class="row">${me.realmHand.map((card) => toggle(nameOf(card), "to the bottom", o.bottom.includes(card), () => set({ bottom: toggled(o.bottom, card), recruit: o.recruit.filter((r) => r.card !== card) })))}</div>`
        : nothing
    }
    ${
      actionExcess
        ? html`<h4>Action hand over ${ACTION_HAND_MAX}: discard ${actionExcess}</h4>
          <div class="row">${hand.map((card) => toggle(nameOf(card), "discard", o.discard.includes(card), () => set({ discard: toggled(o.discard, card), events: o.events.filter((e) => e.card !== card) })))}</div>`
        : nothing
    }
    <h4>Recruit <span class="muted small">(in the order tapped; one Realm a turn)</span></h4>
    <div class="row">
      ${
        recruitable.length
          ? recruitable.map((card) => {
              const chosen = items.find((i) => i.card === card);
              const cost = chosen ? chosen.cost : nextCost(me, o, card);
              const kind = cardOf(card)!.kind;
              const lordless = kind === "army" && !chosen && inPlayLords.length === 0;
              const note = lordless
                ? "needs a Lord of yours"
                : kind === "realm"
                  ? "Realm"
                  : cost === 0
                    ? "free"
                    : `${cost} gold`;
              return toggle(
                nameOf(card),
                chosen?.problem ?? note,
                Boolean(chosen),
                () => toggleRecruit(card),
                lordless,
              );
            })
          : html`<span class="muted small">No Realm cards in hand.</span>`
      }
    </div>
    ${o.recruit
      .filter((r) => cardOf(r.card)!.kind === "army")
      .map(
        (r) => html`<label class="field inline">${nameOf(r.card)} joins
          <select @change=${(e: Event) => set({ recruit: o.recruit.map((x) => (x.card === r.card ? { ...x, lord: (e.target as HTMLSelectElement).value } : x)) })}>
            ${inPlayLords.map((l) => html`<option value=${l} ?selected=${r.lord === l}>${nameOf(l)}</option>`)}
          </select></label>`,
      )}
    <h4>Events</h4>
    <div class="row">
      ${(() => {
        const events = hand.filter((card) => actionOf(card)!.timing === "event" && !o.discard.includes(card));
        return events.length
          ? events.map((card) => {
              const chosen = o.events.some((e) => e.card === card);
              const noTarget = !chosen && targeted(card) && freeArmies().length === 0;
              return toggle(
                nameOf(card),
                noTarget ? "no opposing Army" : (missingCaster(card, lords) ?? ""),
                chosen,
                () => toggleEvent(card),
                noTarget,
              );
            })
          : html`<span class="muted small">No Event cards in hand.</span>`;
      })()}
    </div>
    ${o.events
      .filter((e) => targeted(e.card))
      .map(
        (e) => html`<label class="field inline">${nameOf(e.card)} on
          <select @change=${(ev: Event) => set({ events: o.events.map((x) => (x.card === e.card ? { ...x, target: (ev.target as HTMLSelectElement).value } : x)) })}>
            ${enemyArmies.length ? enemyArmies.map((a) => html`<option value=${a} ?selected=${e.target === a} ?disabled=${!freeArmies(e.card).includes(a)}>${nameOf(a)}</option>`) : html`<option value="">no opposing Army</option>`}
          </select></label>`,
      )}
    <h4>Attack <span class="muted small">(Lords who came into play this turn may not)</span></h4>
    <div class="row">
      ${
        ready.length
          ? ready.map((l) =>
              toggle(nameOf(l.card), `Force ${lordForce(l)}`, o.attack.includes(l.card), () =>
                set({ attack: toggled(o.attack, l.card) }),
              ),
            )
          : html`<span class="muted small">No Lord may attack.</span>`
      }
    </div>
    ${sendBar(
      c,
      html`Recruits cost ${spent} gold of ${me.gold}; ${gold} left${bonus ? `, then +${bonus} from Events` : ""}. ${o.attack.length ? `${o.attack.length} attacking.` : "No attack."}`,
      problems,
      move,
      o.attack.length ? "Send orders and attack" : "Send orders",
    )}
  </section>`;
}

export function blockPanel(c: Composer): TemplateResult {
  const v = c.view,
    me = v.players[c.seat],
    them = v.players[v.active];
  const free = me.lords.filter((l) => l.attacked !== v.turn - 1);
  const used = new Set(Object.values(c.blocks));
  const blocked = Object.keys(c.blocks).length;
  const needed = razesNeeded(me, v.attacks.length, blocked);
  const problems =
    c.raze.length === needed
      ? []
      : [`Choose ${needed} Realm${needed === 1 ? "" : "s"} to give up (your deck is empty).`];
  const move: BcMove = {
    type: "block",
    blocks: Object.entries(c.blocks).map(([attacker, blocker]) => ({ attacker, blocker })),
    raze: c.raze,
  };
  return html`<section class="compose card controls" aria-label="Your blocks">
    <h3>Blocks <span class="muted small">(one blocker an attack; ties go to you)</span></h3>
    <ul class="attacks">
      ${v.attacks.map((a) => {
        const attacker = them.lords.find((l) => l.card === a.attacker)!;
        const blocker = me.lords.find((l) => l.card === c.blocks[a.attacker]);
        const verdict = blocker
          ? lordForce(blocker) >= lordForce(attacker)
            ? "you win before cards"
            : "you lose before cards"
          : "unblocked: a hit on your Realm deck";
        return html`<li>
          <label class="field inline">${nameOf(a.attacker)} <span class="num">(Force ${lordForce(attacker)})</span> blocked by
            <select @change=${(e: Event) => {
              const value = (e.target as HTMLSelectElement).value;
              const blocks = { ...c.blocks };
              if (value) blocks[a.attacker] = value;
              else delete blocks[a.attacker];
              c.set({ blocks, raze: [] });
            }}>
              <option value="" ?selected=${!blocker}>nobody</option>
              ${free.map((l) => html`<option value=${l.card} ?selected=${blocker?.card === l.card} ?disabled=${used.has(l.card) && blocker?.card !== l.card}>${nameOf(l.card)} (Force ${lordForce(l)})</option>`)}
            </select></label>
          <span class="verdict small">${blocker ? `${lordForce(attacker)} against ${lordForce(blocker)}: ` : ""}${verdict}</span>
        </li>`;
      })}
    </ul>
    ${
      needed
        ? html`<h4>Give up ${needed} Realm${needed === 1 ? "" : "s"} to hits on your empty deck</h4>
          <div class="row">${me.realms.map((r) => toggle(nameOf(r), "", c.raze.includes(r), () => c.set({ raze: toggled(c.raze, r) })))}</div>`
        : nothing
    }
    ${sendBar(c, `${blocked} of ${v.attacks.length} attacks blocked`, problems, move, "Send blocks")}
  </section>`;
}

export function planPanel(c: Composer): TemplateResult {
  const v = c.view,
    me = v.players[c.seat];
  const attacking = v.active === c.seat;
  const lords = me.lords.map((l) => l.card);
  const cards = (me.hand ?? []).filter((card) => actionOf(card)!.timing === "battle");
  const fights = battlesOf(v);
  const move: BcMove = { type: "plan", cards: c.plan };
  return html`<section class="compose card controls" aria-label="Your battle plan">
    <h3>Battle plan <span class="muted small">(sealed until both plans are in)</span></h3>
    <ul class="attacks">
      ${fights.map((a) => {
        const { base, after } = battleForce(v, a, c.plan, attacking);
        // A cancel's worth depends on the other side's sealed plan: counted, not added.
        const cancels = c.plan.filter(
          (x) => x.battle === a.attacker && actionOf(x.card)?.effect.kind === "cancel",
        ).length;
        return html`<li><strong>${nameOf(a.attacker)}</strong> against <strong>${nameOf(a.blocker!)}</strong>:
          <span class="num">${base[0]} – ${base[1]} before cards, ${after[0]} – ${after[1]} with yours${cancels ? `, and ${cancels} cancel${cancels === 1 ? "" : "s"} of their strongest card` : ""}</span></li>`;
      })}
    </ul>
    ${
      cards.length
        ? cards.map((card) => {
            const e = actionOf(card)!.effect;
            const missing =
              missingCaster(card, lords) ??
              (attacking && e.kind === "boost" && e.blocking ? "only for a Lord who blocks" : null);
            const on = c.plan.find((x) => x.card === card)?.battle ?? "";
            return html`<label class="field inline">${nameOf(card)} <span class="muted small">${missing ?? ""}</span>
              <select ?disabled=${Boolean(missing)} @change=${(e: Event) => {
                const battle = (e.target as HTMLSelectElement).value;
                const rest = c.plan.filter((x) => x.card !== card);
                c.set({ plan: battle ? [...rest, { card, battle }] : rest });
              }}>
                <option value="" ?selected=${!on}>keep it</option>
                ${fights.map((a) => html`<option value=${a.attacker} ?selected=${on === a.attacker}>on ${nameOf(a.attacker)}'s battle</option>`)}
              </select></label>`;
          })
        : html`<p class="muted small">No battle cards in your hand: send an empty plan.</p>`
    }
    ${sendBar(c, `${c.plan.length} card${c.plan.length === 1 ? "" : "s"} in the plan`, [], move, "Seal the plan")}
  </section>`;
}
