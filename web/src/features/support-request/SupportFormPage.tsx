import { Navigate } from 'react-router-dom';
import { SupportForm } from './SupportForm';

/** /faleConosco: the form. */
export function SupportIndex() {
  return <Navigate to="/faleConosco/listar" replace />;
}

/** /faleConosco/listar: "Fale conosco", every profile but Assistente. */
export function SupportFormPage() {
  return <SupportForm />;
}
