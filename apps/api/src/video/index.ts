/** The video module's public port: whether this machine can render (for /health/ready). */
export { VideoModule } from './video.module';
export { VideoTools, type VideoToolStatus } from './application/video-tools.port';
