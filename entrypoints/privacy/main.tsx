import '../../assets/theme.css';
import '../../assets/ui.css';
import privacy from '../../docs/privacy.md?raw';
import { PrivacyPage } from '../../components/options/PrivacyPage';
import { mountPage } from '../../lib/ui/app/mount';

// The packaged copy of docs/privacy.md: one text for the repository and the extension.
mountPage(<PrivacyPage markdown={privacy} />);
