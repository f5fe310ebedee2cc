import type { ComponentType } from 'react';
import { useCreatePath, useResourceContext } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * A record's route that opens its dialog over the resource's list, as /payment-receipt/{id}
 * does: the list stays put underneath, and closing returns to it with the filter and page the
 * address carried.
 */
export const dialogOverList = (
  ListView: ComponentType,
  Dialog: ComponentType<{ id: string; onClose(): void }>,
) => {
  const View = () => {
    const { id } = useParams<'id'>();
    const navigate = useNavigate();
    const { search } = useLocation();
    const resource = useResourceContext();
    const createPath = useCreatePath();
    return (
      <>
        <ListView />
        {id && (
          <Dialog
            id={id}
            onClose={() => navigate({ pathname: createPath({ resource, type: 'list' }), search })}
          />
        )}
      </>
    );
  };
  return View;
};
