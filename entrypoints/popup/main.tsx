import '../../assets/theme.css';
import '../../assets/ui.css';
import { PopupApp } from '../../components/popup/PopupApp';
import { mountPage } from '../../lib/ui/app/mount';

mountPage(<PopupApp />);
