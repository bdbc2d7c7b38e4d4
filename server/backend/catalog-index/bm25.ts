// Lucene 8's BM25 (the similarity of Elasticsearch 7): score = boost · idf · tf / (tf + k1 · (1 − b + b · dl / avgdl)),
// idf = ln(1 + (N − df + 0.5) / (df + 0.5)), with N the number of documents that have the field.
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export function idf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

export function tfNorm(freq: number, docLength: number, avgLength: number): number {
  const lengthRatio = avgLength > 0 ? docLength / avgLength : 1;
  return freq / (freq + BM25_K1 * (1 - BM25_B + BM25_B * lengthRatio));
}

/**
 * Score of a term on a keyword-like field. Keyword fields keep no norms and no frequencies in ES, so tf is 1
 * and the length ratio 1: idf / (1 + k1).
 */
export function keywordTermScore(docCount: number, docFreq: number): number {
  return idf(docCount, docFreq) / (1 + BM25_K1);
}
