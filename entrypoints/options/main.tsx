import '../../assets/theme.css';
import '../../assets/ui.css';
import { OptionsApp } from '../../components/options/OptionsApp';
import { mountPage } from '../../lib/ui/app/mount';

mountPage(<OptionsApp />);
