import { renderStaticFuzz } from './render-static';

// A third of the models (see renderStaticFuzz).
renderStaticFuzz(1);
