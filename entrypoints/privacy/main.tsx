import '../../assets/theme.css';
import '../../assets/ui.css';
import en from '../../docs/privacy.md?raw';
import es from '../../docs/privacy.es.md?raw';
import { PrivacyNotice } from '../../components/options/PrivacyPage';
import { mountPage } from '../../lib/ui/app/mount';

// The packaged copies of docs/privacy.md and its translations: one text each for the repository and the extension.
mountPage(<PrivacyNotice notices={{ en, es }} />);
