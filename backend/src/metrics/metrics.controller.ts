import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/permission.decorators.js';
import { Metrics } from './metrics.service.js';
import { ScrapeGuard } from './scrape.guard.js';

@ApiTags('Operação')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  // Public to the global guard only so that the scrape token, which is no session, reaches ScrapeGuard.
  @Public()
  @UseGuards(ScrapeGuard)
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOperation({
    summary: "This instance's metrics in the Prometheus text format (prom-client)",
    description:
      'For `Authorization: Bearer <METRICS_TOKEN>` (a scraper) or a Master token; 401 without either, 403 for ' +
      'other profiles. Each instance answers its own: scrape every instance, not the proxy. The metrics are ' +
      'listed in docs/operations.md ("Metrics").',
  })
  @ApiResponse({ status: 200, description: 'text/plain; version=0.0.4', content: { 'text/plain': {} } })
  async scrape(@Res({ passthrough: true }) res: { type(value: string): void }): Promise<string> {
    const { contentType, body } = await this.metrics.exposition();
    res.type(contentType);
    return body;
  }
}
