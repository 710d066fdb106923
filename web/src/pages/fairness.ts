/** `/fairness`: how the dice are made and checked, in plain words, and what the server could and could not do. */
import { LitElement, css, html } from "lit";
import { customElement } from "lit/decorators.js";
import { base } from "../sheet/styles";

@customElement("bx-fairness")
export class BxFairness extends LitElement {
  static styles = [
    base,
    css`
      article {
        max-width: 44rem;
      }
      section {
        margin-top: 1.5rem;
      }
      pre {
        white-space: pre-wrap;
        overflow-wrap: anywhere;
        font-family: var(--bx-mono);
        font-size: 0.86rem;
        background: var(--bx-surface-2);
        padding: 0.7rem 0.9rem;
        border-radius: 8px;
      }
      ol,
      ul {
        padding-left: 1.3rem;
      }
      li {
        margin-bottom: 0.4rem;
      }
      code {
        font-family: var(--bx-mono);
        font-size: 0.9em;
      }
      .cols {
        display: grid;
        gap: 0 1.5rem;
      }
      @media (min-width: 760px) {
        .cols {
          grid-template-columns: 1fr 1fr;
        }
      }
    `,
  ];

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "How the dice are fair · Boxcars";
  }

  render() {
    return html`<article class="card">
      <p class="eyebrow">Provably fair</p>
      <h1>How the dice are fair</h1>
      <p>Boxcars rolls every die on its server, so no player can cheat by rolling at home. That raises the other question:
        could the server cheat? These are the rules it plays by, and how you can check them after every game.</p>

      <section>
        <h2>1. The server seed and its commitment</h2>
        <p>When a game is created, the server draws a secret <strong>server seed</strong>: 32 random bytes. At once it
          publishes the <strong>commitment</strong>, the SHA-256 hash of that seed. The host sees it on the share panel, and
          it is in the game's data (<code>GET /api/games/&lt;id&gt;</code>) and in its record. The hash gives nothing of the seed away, but no other seed has the same
          hash: from that moment the server cannot swap its seed without everyone seeing.</p>
      </section>

      <section>
        <h2>2. Client seeds</h2>
        <p>Each player, when taking a seat, adds a <strong>client seed</strong>: the page makes up a random one, and you may
          type your own instead. Client seeds are mixed into every die. They are given <em>after</em> the commitment, so the
          server could not have chosen its seed to suit them. When the game starts, all the seeds are fixed.</p>
      </section>

      <section>
        <h2>3. Named streams</h2>
        <p>Dice come from named <strong>streams</strong>, each with its own counter starting at 0, for example
          <code>seat:2/turn:4</code> for the fourth turn of the third seat, or <code>table/turn:17</code> for dice everyone
          shares. So the dice you get depend only on the seeds and on which turn they belong to, never on who happened to
          press a button first.</p>
      </section>

      <section>
        <h2>4. The exact formula</h2>
        <p>A stream is a sequence of 32-bit words. Word number <code>c</code> (counting from 0) is</p>
        <pre>x = bytes 4·(c mod 8) to 4·(c mod 8)+3, as a big-endian unsigned 32-bit number, of
    HMAC-SHA256(key = serverSeed, message = \`\${gameId}|\${JSON.stringify(clientSeeds)}|\${stream}|\${floor(c / 8)}\`)</pre>
        <p>so one HMAC gives eight words. Each die takes its stream's next word.</p>
        <ul>
          <li>The key is the 32 bytes of the server seed (its 64 hex digits decoded); the message is UTF-8 text.
            <code>clientSeeds</code> is the list of every seat's client seed in seat order, as JSON, e.g.
            <code>["a3f0…","my lucky seed"]</code>.</li>
          <li>Let <code>limit</code> be the largest multiple of <code>faces</code> that is at most 2<sup>32</sup>. If
            <code>x ≥ limit</code>, the value is thrown away and the stream's counter moves on to the next one.</li>
          <li>Otherwise the die shows <code>x % faces + 1</code>. Every face is then exactly equally likely.</li>
          <li>Every word used advances the stream's counter by one, rejected or not.</li>
        </ul>
        <p>Bots (standing in for a player whose time ran out) draw their choices the same way with their own game id
          <code>&lt;gameId&gt;/bot/&lt;move&gt;</code>, so a bot never shifts anyone's dice.</p>
      </section>

      <section>
        <h2>5. What you can check</h2>
        <p>When the game ends, the server reveals its seed in the game's <strong>record</strong> (format
          <code>boxcars-record/2</code>): the options, the seats and their client seeds, the commitment, and every move with
          the dice it rolled (and the cards it dealt) and a hash of the position after it. While the game runs, that
          hash is keyed with the seed, so nobody can test a guess of a hidden bid or hand against it; a card dealt to one
          player and a sealed bid show only to that player until the end.</p>
        <ul>
          <li>The <strong>verify page</strong> of a game (“Verify every roll” at game over) checks in your browser that
            SHA-256(seed) equals the commitment, then replays every roll and every position with the same rules code the
            server runs, and says <em>Verified</em> or exactly where the record and the replay differ.
            <a href="/verify">Verify a saved record</a> works on a downloaded file too.</li>
          <li>From a checkout of Boxcars, on your own machine:
            <pre>npm run verify -- record.json
npm run verify -- ${location.origin}/verify/&lt;game id&gt;</pre></li>
          <li>Compare the commitment with the one you saw when the game was created (the host's share panel shows it;
            keep a copy). A record is only as good as that comparison: a server could, in principle, hand out a different
            record with a different commitment to someone who never saw the first one.</li>
        </ul>
      </section>

      <section>
        <h2>6. What the server could and could not do</h2>
        <div class="cols">
          <div>
            <h3>It cannot</h3>
            <ul>
              <li>choose or change a die after the commitment: every value follows from the committed seed and the client
                seeds, and the replay would show any change;</li>
              <li>pick a seed that favours a player: it commits before the players add their seeds, so it cannot compute the
                dice while choosing;</li>
              <li>give you dice that depend on the order in which moves arrive (streams are named per seat and turn);</li>
              <li>apply a move the rules do not allow, or alter one afterwards: the replay checks each move with the game's
                rules and each position against the record.</li>
            </ul>
          </div>
          <div>
            <h3>It could</h3>
            <ul>
              <li>refuse service: stop answering, lose or delete a game, or never end it (and so never reveal the seed);</li>
              <li>leak the seed early to someone: the seed is known to the server during the game, and whoever had it
                could foresee every die and choose moves with that knowledge. A replay cannot detect this;</li>
              <li>serve a page that makes up a weak client seed for you: type your own seed if you do not trust the page;</li>
              <li>decide when a player's time ran out: a bot move or a skip is recorded with its time, but the clock is the
                server's word.</li>
            </ul>
          </div>
        </div>
        <p>One caveat on client seeds: if every player's client seed is empty or guessable, the dice depend on the server
          seed alone, so a dishonest server could try many seeds before committing and keep one that favours a seat (say,
          the one it expects a friend to take). One unpredictable client seed from any player is enough to stop that.</p>
      </section>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-fairness": BxFairness;
  }
}
