// The package's auto-embed entry: the embed API, and the page's declarative players embedded
// once its document is parsed. Its one side effect is that embedding.
import { embedAllWhenParsed } from './auto-embed';

export * from './embed-api';

embedAllWhenParsed();
