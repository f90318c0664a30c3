import type { Shape } from '../../types';
import type { errors as en } from '../en/errors';

export const errors = {
  bad_request: {
    title: 'El servicio rechazó la solicitud',
    say: 'El servicio consideró que la solicitud no es válida. Revisa los valores que introdujiste.',
  },
  unauthorized: {
    title: 'El servicio rechazó tu clave',
    say: 'Vuelve a introducir la clave en las opciones; comprueba que la copiaste entera.',
    onVerify: 'El servicio rechazó esta clave (401). Comprueba que la copiaste entera.',
  },
  out_of_credits: {
    title: 'Te has quedado sin créditos',
    say: 'Recarga o cambia a un plan mayor con el servicio, o espera a la renovación mensual. Después actualiza tus créditos.',
    onVerify: 'La clave funciona, pero la cuenta no tiene créditos (402).',
  },
  forbidden: {
    title: 'La clave fue rechazada o la cuenta está en pausa',
    say: 'Revisa tu cuenta con el servicio o introduce otra clave en las opciones.',
    onVerify: 'La clave fue rechazada o la cuenta está en pausa (403). Revisa tu cuenta con el servicio.',
  },
  rate_limited: {
    title: 'Demasiadas solicitudes',
    say: 'El servicio pide ir más despacio un momento.',
    onVerify: 'El servicio pide ir más despacio (429). Vuelve a intentarlo dentro de {wait}.',
  },
  upstream_error: {
    title: 'Falló la fuente de datos de la red',
    say: 'El servicio no pudo obtener esto del sitio. Vuelve a intentarlo.',
  },
  service_failed: {
    title: 'El servicio falló',
    say: 'El servicio tuvo un problema propio. Vuelve a intentarlo dentro de un rato.',
    sayStatus: 'El servicio respondió con un estado inesperado, {status}. Vuelve a intentarlo dentro de un rato.',
  },
  upstream_timeout: {
    title: 'La fuente de datos de la red no respondió a tiempo',
    say: 'El sitio tardó demasiado en responder al servicio. Vuelve a intentarlo.',
  },
  error_answer: {
    title: 'El servicio respondió con un error',
    say: 'No se guardó nada. Puede que el servicio haya cobrado la llamada, así que figura en el registro de créditos. Vuelve a intentarlo más tarde.',
    saySaid:
      'Dijo: «{message}». No se guardó nada. Puede que el servicio haya cobrado la llamada, así que figura en el registro de créditos. Vuelve a intentarlo más tarde.',
  },
  redirected: {
    title: 'La URL del servicio redirige a otro sitio',
    say: 'El servicio respondió con una redirección a otra dirección, que Social Lookup no sigue, así que tu clave no se envía allí. Revisa la URL del servicio en las opciones.',
    sayTo: 'El servicio respondió con una redirección a otra dirección ({origin}), que Social Lookup no sigue, así que tu clave no se envía allí. Revisa la URL del servicio en las opciones.',
    onVerify: 'El servicio respondió con una redirección a otra dirección, que Social Lookup no sigue, así que tu clave no se envía allí. Revisa la URL.',
    onVerifyTo: 'El servicio respondió con una redirección a otra dirección ({origin}), que Social Lookup no sigue, así que tu clave no se envía allí. Revisa la URL.',
  },
  network: {
    title: 'No se pudo contactar con el servicio',
    say: 'Revisa tu conexión y la URL del servicio, y vuelve a intentarlo.',
    onVerify: 'No se pudo contactar con el servicio en esta URL. Revisa la URL y tu conexión.',
  },
  timeout: {
    title: 'El servicio no respondió a tiempo',
    say: 'Se detuvo la llamada. Vuelve a intentarlo.',
    sayWithin: 'No respondió en {wait}; se detuvo la llamada. Vuelve a intentarlo.',
    onVerify: 'El servicio no respondió a tiempo. Vuelve a intentarlo en un momento.',
  },
  malformed: {
    title: 'El servicio envió una respuesta que no es JSON',
    say: 'La respuesta se muestra abajo tal como llegó.',
    titleUsage: 'No se reconoció la respuesta de consumo del servicio',
    sayUsage: 'El servicio respondió, pero no con las cifras de la cuenta. Vuelve a intentarlo más tarde.',
    titleJobPage: 'Una respuesta no era una lista que el trabajo pueda leer',
    sayJobPage: 'La respuesta del servicio a la página {page} no era una lista que el trabajo pueda leer; el trabajo se detuvo ahí.',
    titleWatchPage: 'Una respuesta no era una lista que el seguimiento pueda leer',
    sayWatchPage: 'La respuesta del servicio no era una lista que el seguimiento pueda leer; lo vuelve a intentar en su próxima comprobación.',
  },
  cancelled: { title: 'Detenido', say: 'Se canceló la llamada; no se cargó nada más.' },
  invalid_params: {
    title: 'Un valor no se acepta',
    say: 'Corrige el valor y vuelve a intentarlo.',
    unknownOperation: 'No existe la operación «{name}».',
  },
  invalid_request: {
    title: 'La solicitud no es válida',
    say: 'Corrige el valor y vuelve a intentarlo.',
    noJob: 'Ese trabajo no existe (se eliminó).',
  },
  insecure_base_url: {
    title: 'La URL del servicio no se puede usar',
    say: 'La URL del servicio debe empezar por https:// (http:// solo se admite para localhost).',
    missing: 'Introduce primero la URL del servicio.',
    notAbsolute: 'La URL del servicio "{url}" no es una URL absoluta; se requiere https, p. ej. https://api.example.',
    scheme: 'La URL del servicio debe empezar por https://, no por {scheme}',
    otherScheme: 'La URL del servicio debe empezar por https://, no por otro esquema',
    credentials: 'La URL del servicio no debe contener un nombre de usuario ni una contraseña.',
    path: 'La URL del servicio debe ser solo la dirección del servicio, sin ruta ni consulta.',
    pathBoth: 'La URL del servicio debe ser solo la dirección del servicio, sin ruta ni consulta: {origin}, no {url}.',
  },
  no_base_url: { title: 'Configura la URL del servicio', say: 'Introduce la URL del servicio en las opciones.' },
  permission: {
    title: 'Permiso no concedido',
    say: 'Permite que la extensión acceda a la URL del servicio cuando el navegador lo pida.',
    sayOrigin: 'No se concedió permiso para contactar con {origin}. Permítelo cuando el navegador lo pida.',
    onVerify: 'No se concedió permiso para contactar con el servicio, así que no se pudo comprobar la clave.',
    onVerifyOrigin: 'No se concedió permiso para contactar con {origin}, así que no se pudo comprobar la clave.',
  },
  saved_key_elsewhere: {
    title: 'Tu clave guardada no se envió',
    say: 'Tu clave guardada se guardó para {saved}, así que no se envió a {origin}. Escribe la clave de ese servicio para comprobarla allí.',
    onVerify: 'Sin comprobar. Tu clave guardada se guardó para {saved}, así que no se envió a {origin}. Escribe la clave de ese servicio para comprobarla allí.',
    noServiceUrl: 'ninguna URL de servicio',
    newAddress: 'la nueva dirección',
  },
  no_key: {
    title: 'Configura tu clave',
    say: 'Añade tu clave de API en las opciones para empezar a consultar.',
    onVerify: 'Introduce primero una clave.',
  },
  invalid_settings: {
    title: 'No se guardaron los ajustes',
    say: 'Corrige el valor y vuelve a guardar.',
    noSiteHost: 'Añade al menos un dominio válido del sitio (p. ej. social.example).',
  },
  budget_exceeded: {
    title: 'Esto superaría el presupuesto de hoy',
    say: 'Esta llamada cuesta más de lo que queda del presupuesto de hoy.',
    sayCost: 'Esto cuesta {cost}, más de lo que queda del presupuesto de hoy.',
    nothingLeft: 'No queda nada del presupuesto de hoy.',
    onlyLeft: {
      one: 'Solo queda {left} del presupuesto de hoy.',
      many: 'Solo quedan {left} del presupuesto de hoy.',
      other: 'Solo quedan {left} del presupuesto de hoy.',
    },
    costNothingLeft: 'Esto cuesta {cost}; no queda nada del presupuesto de hoy.',
    costLeft: {
      one: 'Esto cuesta {cost}; queda {left} del presupuesto de hoy.',
      many: 'Esto cuesta {cost}; quedan {left} del presupuesto de hoy.',
      other: 'Esto cuesta {cost}; quedan {left} del presupuesto de hoy.',
    },
  },
  not_enough_credits: {
    title: 'No hay créditos suficientes',
    say: 'A la cuenta le quedan menos créditos de lo que cuesta esta llamada. Recarga con el servicio y después actualiza tus créditos.',
    sayFigures: 'Esto necesita {cost}; a la cuenta le quedan {left}. Recarga con el servicio y después actualiza tus créditos.',
  },
  unsupported: {
    title: 'Social Lookup no puede consultar esto',
    say: 'Este tipo de enlace no tiene consulta.',
    because: {
      no_ad: 'Este enlace de la biblioteca de anuncios no indica ningún anuncio.',
      no_listing: 'Este enlace del marketplace no tiene un id numérico de anuncio.',
      no_seller: 'Este enlace del marketplace no indica ningún vendedor.',
      marketplace_search: 'Abre la pestaña del marketplace en el panel lateral para buscar en el marketplace con sus filtros.',
      other_page: 'Esta página del sitio no es una página, un grupo, una publicación, un vídeo ni un reel, así que no hay nada que consultar.',
      photo_link: 'Los enlaces de la red de fotos se reconocen, pero aún no se pueden consultar.',
    },
  },
  not_on_site: { title: 'Esto no está en el sitio', say: 'Abre una página, un grupo, una publicación o un vídeo del sitio.' },
  not_held: { title: 'Aún no consultado', say: 'Su respuesta no está guardada. Consúltalo para pagarla.' },
  auto_lookup_off: { title: 'Las consultas automáticas están desactivadas', say: 'Actívalas en las opciones o consulta a mano.' },
  job_cap_reached: {
    title: 'El trabajo alcanzó su límite de créditos',
    say: 'Sube el límite y reanúdalo para seguir, o exporta lo que obtuvo.',
    sayFigures:
      'La siguiente página cuesta {cost} y el trabajo ha gastado {spent} de su límite de {cap}. Sube el límite y reanúdalo para seguir, o exporta lo que obtuvo.',
  },
  watch_cap_reached: {
    title: 'El seguimiento alcanzó su límite diario de créditos',
    say: 'Vuelve a comprobar mañana; sube su límite para comprobar antes.',
    sayFigures: 'Una comprobación cuesta {cost} y el seguimiento ha gastado hoy {spent} de sus {cap}. Vuelve a comprobar mañana; sube su límite para comprobar antes.',
  },
  board_file_invalid: {
    title: 'Esto no es un archivo de tablero',
    say: 'Social Lookup no pudo leerlo como archivo de tablero, así que no se importó nada. Elige un archivo creado con «Exportar el archivo del tablero» o vuelve a pedirlo desde una versión más reciente.',
    sayDetail:
      'Social Lookup no pudo leerlo como archivo de tablero ({detail}), así que no se importó nada. Elige un archivo creado con «Exportar el archivo del tablero» o vuelve a pedirlo desde una versión más reciente.',
  },
  board_unreadable: {
    title: 'No se pudo leer este tablero',
    say: 'Su registro guardado está dañado, así que se conserva aparte tal como estaba y no se escribió nada encima. Crea un tablero nuevo o vuelve a importar el archivo del tablero si lo tienes.',
  },
  board_gone: {
    title: 'Este tablero ya no existe',
    say: 'Se eliminó, aquí o en otra ventana. Vuelve a los tableros y elige otro, o vuelve a importar su archivo.',
  },
  browser_closed: {
    title: 'Se cerró el navegador',
    say: 'Reanuda el trabajo: sigue desde su última página, sin volver a pagar lo que ya tiene.',
  },
  ledger_unavailable: {
    title: 'Las llamadas de pago están detenidas',
    say: 'El navegador no pudo guardar el registro de créditos (puede que el disco esté lleno). Libera espacio y vuelve a intentarlo.',
  },
  library_newer: {
    title: 'La biblioteca es de una versión más reciente',
    say: 'Tu biblioteca se guardó con una versión más reciente de Social Lookup. Las consultas siguen funcionando, pero las respuestas nuevas no se guardan. Exporta la biblioteca o restablécela.',
  },
  internal: {
    title: 'Algo salió mal',
    say: 'Vuelve a intentarlo; si sigue ocurriendo, los detalles de abajo ayudan a informar del problema.',
    noAnswer: 'El proceso en segundo plano no envió ninguna respuesta.',
    noEstimate: 'El proceso en segundo plano no envió ninguna estimación.',
  },
  value: {
    notAccepted: '{param}: valor no aceptado',
    namedNotAccepted: 'El valor de «{name}» no se acepta',
  },
  wait: {
    milliseconds: '{count} ms',
    seconds: '{count} s',
    minutes: '{count} min',
    minutesSeconds: '{minutes} min {seconds} s',
  },
} satisfies Shape<typeof en>;
