/**
 * The domain shapes the views render, in one place: components import lib/ui only (the layer
 * rule in .dependency-cruiser.cjs), so the types they need from below come through here.
 */
export type { Detection, SocialKind } from '../site/types';
export type { DetectionReport, FoundEntity } from '../site/report';
export type { RunProgress } from '../lookup/types';
export type { Theme, Language, PublicSettings } from '../lookup/settings';
export type { CreditsView, ErrorView, HistoryEntry, LedgerEntry, RunResponse, StepResult, UseCaseResult } from '../lookup/types';
export type { LogEntry } from '../lookup/log';
export type { UseCaseName, UseCaseRequest } from '../lookup/use-cases';
export type { PanelFocus } from '../storage/model';
export type { JobAction, JobEnd, JobEstimate, JobRecord, JobSpec, JobStatus, JobUseCase } from '../lookup/jobs/types';
