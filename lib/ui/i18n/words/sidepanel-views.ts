// The English of the side panel's views other than Home, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { sidepanelViews } from '../messages/en/sidepanel-views';

addEnglish({ sidepanel: sidepanelViews });
