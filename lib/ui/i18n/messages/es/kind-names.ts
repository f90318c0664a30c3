import type { Shape } from '../../types';
import type { kindNames as en } from '../en/kind-names';

export const kindNames = {
  page: 'Página',
  group: 'Grupo',
  post: 'Publicación',
  video: 'Vídeo',
  reel: 'Reel',
  share_link: 'Enlace compartido',
  ad_library: 'Biblioteca de anuncios',
  ad: 'Anuncio',
  marketplace_item: 'Artículo del marketplace',
  marketplace_seller: 'Vendedor del marketplace',
  marketplace_category: 'Categoría del marketplace',
  marketplace_search: 'Búsqueda en el marketplace',
  photo_profile: 'Perfil',
  photo_post: 'Publicación de fotos',
  photo_reel: 'Reel de fotos',
  photo_stories: 'Historias',
  photo_story: 'Historia',
  photo_highlight: 'Historia destacada',
  photo_tag: 'Hashtag',
  photo_location: 'Ubicación',
  photo_audio: 'Audio',
  photo_share_link: 'Enlace compartido de fotos',
} satisfies Shape<typeof en>;
