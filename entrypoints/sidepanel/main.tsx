import '../../assets/theme.css';
import '../../assets/ui.css';
import { SidePanelApp } from '../../components/sidepanel/SidePanelApp';
import { mountPage } from '../../lib/ui/app/mount';

mountPage(<SidePanelApp />);
