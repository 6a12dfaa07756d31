import type { TypedValues } from '../../shared/contracts/islands.ts';

/**
 * Reads the values a visitor changed before hydration (an island can hydrate
 * after someone has started typing). Hydrating with React would otherwise reset
 * the controls to their server-rendered state and lose what was typed.
 */
export function typedValues(root: ParentNode): TypedValues {
  const values: TypedValues = {};
  for (const control of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input[name], textarea[name], select[name]')) {
    if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked === control.defaultChecked) continue;
      if (control.value && control.value !== 'on') {
        const list = Array.isArray(values[control.name]) ? (values[control.name] as string[]) : [];
        if (control.checked) values[control.name] = [...list, control.value];
      } else {
        values[control.name] = control.checked;
      }
      continue;
    }
    if (control instanceof HTMLSelectElement) {
      if (
        control.value !== '' &&
        ![...control.options].some(
          (option) => option.defaultSelected && option.value === control.value,
        )
      )
        values[control.name] = control.value;
      continue;
    }
    if (control.value !== control.defaultValue) values[control.name] = control.value;
  }
  return values;
}
