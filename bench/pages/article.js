// The article's embeds, made by the embed script of the player's server (?player=<origin>), each
// with its default loading strategy; films 1 and 2 in turn.
const player = new URLSearchParams(location.search).get('player');
const { create } = await import(`${player}/embed.mjs`);
for (let i = 1; i <= 6; i++) create(`#embed-${i}`, { movieId: i % 2 ? 1 : 2 });
