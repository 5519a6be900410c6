/**
 * Word lists of the search benchmark's corpus (searchCorpus.ts). Each list is in a rough order of
 * frequency: the corpus draws from it by rank (Zipf), so the first words are common and the last
 * rare. Built in, no downloads; the corpus adds the pt_BR words of the web's own texts after these.
 */

/** Portuguese function words, most frequent first (the `simple` configuration indexes them too). */
export const FUNCTION_WORDS = `de a o que e do da em um para com não uma os no se na por mais as dos
como mas ao ele das à seu sua ou ser quando muito nos já também só pelo pela até isso ela entre
depois sem mesmo aos ter seus quem nas esse eles essa num nem suas às minha numa pelos elas qual
nós lhe deles essas esses pelas este dele tu te vocês vos lhes meus minhas teu tua nosso nossa
nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas isto aquilo sobre contra
desde durante após ante perante sob segundo conforme porque pois porém contudo todavia embora
enquanto onde aonde assim então ainda sempre nunca hoje ontem amanhã aqui ali lá agora antes
cedo tarde bem mal menos quase apenas tão tanto cada todo toda todos todas outro outra outros
outras algum alguma alguns algumas nenhum nenhuma vários várias pouco poucos muitos muitas
mesma próprio própria tal tais qualquer`.split(/\s+/);

/**
 * Newsroom content words (nouns, verbs, adjectives of local news), roughly most frequent first;
 * the subjects of the benchmark's queries sit at several depths of the list.
 */
export const CONTENT_WORDS = `foi é são está estão tem têm disse afirmou segundo ano anos dia dias
cidade governo prefeitura polícia moradores pessoas região estado país trabalho vida casa rua
bairro mil milhões reais tempo hora horas semana mês meses parte caso local equipe pública público
presidente prefeito secretário secretaria serviço saúde escola escolas hospital trânsito chuva
água obra obras projeto lei justiça crime segurança empresa empresas mercado preço preços
economia eleição eleições candidato votos campanha partido ministro ministério federal municipal
estadual nacional internacional centro zona norte sul leste oeste avenida estrada rodovia ponte
metrô ônibus trem linha estação motorista motoristas passageiros carro carros moto acidente
acidentes feridos mortos vítima vítimas morte morreu ferido resgate bombeiros incêndio fogo
enchente enchentes alagamento alagamentos temporal ventania deslizamento desabamento queda
árvore árvores energia apagão luz falta abastecimento esgoto lixo coleta limpeza calçada buraco
buracos asfalto protesto manifestação greve sindicato trabalhadores salário reajuste aumento
inflação juros desemprego emprego empregos vagas vaga creche creches educação professor
professores alunos estudantes universidade curso vacina vacinação campanha posto postos médico
médicos enfermeiros pacientes atendimento fila filas consulta exame doença dengue vírus gripe
casos surto operação prisão presos preso suspeito suspeitos investigação delegado delegacia
inquérito denúncia tribunal juiz julgamento condenado decisão processo advogado defesa ministério
promotor assalto roubo furto tiroteio tiro disparo arma armas drogas tráfico apreensão
fiscalização multa multas fechamento interdição interditada liberada liberado festival feira
show música cultura teatro cinema museu exposição festa carnaval futebol jogo time clube
torcida estádio campeonato partida gol vitória derrota empate técnico jogador jogadores
inauguração inaugurado reforma construção moradia habitação aluguel imóvel imóveis terreno
ocupação despejo famílias família crianças criança idosos idoso mulher mulheres homem homens
jovem jovens bebê mãe pai filho filha morador comerciante comerciantes loja lojas comércio
vendas consumidor consumidores produto produtos alimentos comida fome pobreza ajuda doação
doações voluntários entidade associação organização comunidade igreja praça parque parques
jardim rio córrego represa chuvas previsão frio calor temperatura graus umidade seca estiagem
nível reservatório racionamento tarifa conta contas imposto impostos orçamento verba verbas
recursos investimento investimentos contrato licitação fraude corrupção desvio escândalo
denúncias vereador vereadores deputado deputados senador câmara assembleia congresso votação
aprovado aprovada projeto vetado sanção prazo data dezembro janeiro fevereiro março abril maio
junho julho agosto setembro outubro novembro manhã tarde noite madrugada semana fim início meio
primeiro primeira segundo segunda terceiro último última novo nova novos novas grande grandes
pequeno pequena maior menor melhor pior alto alta baixo baixa forte fortes longo longa rápido
lento difícil fácil possível importante principal principais geral especial atual atuais
ex direto ao vivo reportagem repórter repórteres cinegrafista imagens entrevista entrevistado
nota informou informa confirmou confirmado explicou contou relatou registrou registrado
reclamam reclamou pedem pediu prometeu promete anunciou anunciado garantiu criticou defendeu
negou admitiu acusou investigou investiga prendeu apreendeu atingiu atingidos afetados
desabrigados desalojados interditou bloqueou bloqueada congestionamento lentidão quilômetros
metros minutos segundos centímetros toneladas litros porcentagem cento índice taxa pesquisa
levantamento dados número números total metade dobro recorde histórico história memória
aniversário homenagem celebração missa enterro velório sepultamento luto tragédia drama
esperança medo susto alívio revolta indignação preocupação polêmica crise conflito acordo
reunião encontro audiência sessão debate discussão proposta plano programa medida medidas
regra regras norma decreto portaria resolução lei leis direito direitos cidadania acesso
mobilidade ciclovia bicicleta pedestres faixa semáforo radar velocidade pista pistas
marginal viaduto túnel corredor terminal aeroporto voo voos porto navio carga caminhão
caminhões entregas frete combustível gasolina diesel etanol posto abastecido tecnologia
internet celular aplicativo rede redes sistema site digital online golpe golpes vazamento
ataque hacker senha conta bancária banco bancos dinheiro pagamento pagamentos benefício
benefícios auxílio aposentadoria aposentados pensão previdência social assistência moradores
vizinhos testemunhas testemunha relato relatos versão câmeras câmera vídeo vídeos foto fotos
imagem transmissão estúdio bloco apresentador apresentadora roteiro pauta laudo perícia
autópsia corpo corpos identificado desaparecido desaparecida buscas encontrado encontrada
animais animal cachorro cão gato cavalo resgatado abandono maus-tratos veterinário zoológico
meio ambiente poluição ar fumaça queimada queimadas desmatamento floresta árvores plantio
reciclagem sustentável clima climática aquecimento tempestade granizo raio raios trovoada
neblina geada inverno verão outono primavera feriado férias viagem turismo turistas hotel
praia litoral serra interior capital metrópole periferia subúrbio condomínio prédio edifício
apartamento cortiço favela comunidade barraco escada elevador garagem portão muro janela porta
telhado parede cozinha quarto sala escola estadual municipal particular merenda uniforme
material transporte escolar matrícula matrículas vestibular enem prova provas nota notas
resultado resultados aprovação reprovação formatura diploma bolsa bolsas pesquisa ciência
cientista cientistas laboratório descoberta estudo estudos tratamento remédio remédios
farmácia cirurgia cirurgias internação internados leitos leito uti emergência pronto-socorro
ambulância samu socorro socorrido socorridos salvamento afogamento naufrágio explosão
vazamento gás incendiado chamas fumaça evacuação evacuado evacuada abrigo abrigos colchões
cobertores roupas mantimentos cestas básicas`.split(/\s+/);

/** First names of the people the documents mention. */
export const FIRST_NAMES = `Maria José Ana João Antônio Francisco Carlos Paulo Pedro Lucas Luiz
Marcos Luís Gabriel Rafael Daniel Marcelo Bruno Eduardo Felipe Raimundo Rodrigo Manoel Mateus
André Fernando Fábio Leonardo Gustavo Guilherme Leandro Tiago Anderson Ricardo Márcio Jorge
Sebastião Alexandre Roberto Edson Diego Vitor Sérgio Cláudio Matheus Thiago Geraldo Adriano
Luciano Júlio Renato Alex Vinícius Rogério Samuel Ronaldo Mário Flávio Igor Douglas Davi Juliana
Adriana Márcia Fernanda Patrícia Aline Sandra Camila Amanda Bruna Jéssica Letícia Júlia Luciana
Vanessa Mariana Gabriela Vera Vitória Larissa Cláudia Beatriz Rita Luana Sônia Renata Eliane
Helena Carla Paula Simone Débora Cristina Raquel Tatiane Priscila Natália Daniela`.split(/\s+/);

/** Family names. */
export const LAST_NAMES = `Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima
Gomes Costa Ribeiro Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias
Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana
Teixeira Araújo Pinto Correia Cavalcanti Monteiro Moura Batista Campos Barros Castro Reis Duarte
Farias Cunha Azevedo Melo Miranda Moraes Pires Fonseca Bezerra Macedo Guimarães Sales Borges
Tavares Medeiros Siqueira Brandão Peixoto Xavier Leite Vasconcelos Nogueira Queiroz Sampaio
Figueiredo Matos Rezende Coelho Cruz Lacerda Amaral Bastos Prado Pacheco Toledo Assis Magalhães`.split(
  /\s+/,
);

/** Places: São Paulo's districts and regions, nearby cities, streets (several words each). */
export const PLACES = `centro|Itaquera|Mooca|Pinheiros|zona leste|
Brasilândia|Capão Redondo|São Mateus|Guaianases|Penha|Santana|Lapa|zona norte|Butantã|Jabaquara|Tatuapé|
Vila Mariana|Parelheiros|Perus|Cidade Tiradentes|Santo Amaro|Ipiranga|Campo Limpo|Grajaú|zona sul|
Sapopemba|Ermelino Matarazzo|Jaçanã|Freguesia do Ó|Sé|zona oeste|República|Bela Vista|Consolação|Liberdade|
Cambuci|Aclimação|Vila Prudente|Carrão|Aricanduva|Vila Formosa|Belém|Brás|Pari|Bom Retiro|
Barra Funda|Perdizes|Pompeia|Vila Leopoldina|Jaguaré|Rio Pequeno|Raposo Tavares|Morumbi|
Vila Sônia|Campo Belo|Moema|Saúde|Cursino|Sacomã|Cidade Ademar|Pedreira|Cidade Dutra|Socorro|
Jardim Ângela|Jardim São Luís|Vila Andrade|Itaim Bibi|Jardim Paulista|Vila Guilherme|Vila Maria|
Tucuruvi|Mandaqui|Cachoeirinha|Limão|Casa Verde|Pirituba|Jaraguá|Anhanguera|Vila Medeiros|
Tremembé|Cangaíba|Ponte Rasa|Vila Jacuí|Itaim Paulista|Lajeado|José Bonifácio|Iguatemi|
São Rafael|Artur Alvim|Vila Matilde|Água Rasa|Guarulhos|Osasco|Santo André|São Bernardo do Campo|
Diadema|Mauá|Mogi das Cruzes|Taboão da Serra|Carapicuíba|Barueri|Cotia|Itapevi|Suzano|
Campinas|Santos|São Vicente|Guarujá|Sorocaba|Jundiaí|avenida Radial Leste|marginal Tietê|
marginal Pinheiros|avenida Paulista|avenida Aricanduva|estrada do M'Boi Mirim|
avenida Inajar de Souza|rua da Consolação|avenida Ipiranga|avenida Rebouças|rodovia dos Imigrantes|
rodovia Anchieta|rodovia Anhanguera|rodovia dos Bandeirantes|rodovia Castello Branco|
rodovia Raposo Tavares|rodovia Fernão Dias|rodovia Presidente Dutra|avenida Sapopemba|
avenida do Estado|avenida Brigadeiro Faria Lima|avenida Santo Amaro|avenida Jabaquara`
  .split('|')
  .map((place) => place.trim());

/** Institutions, named as a whole (several words each). */
export const INSTITUTIONS = `a prefeitura|a Defesa Civil|o Corpo de Bombeiros|a Polícia Militar|
a Polícia Civil|o governo do estado|a CET|a Sabesp|a Enel|o Metrô|a CPTM|a SPTrans|
a secretaria da saúde|a secretaria da educação|o sindicato dos motoristas|
a associação de moradores|o Ministério Público|a Câmara Municipal|a Assembleia Legislativa|
o Tribunal de Justiça|a Guarda Civil Metropolitana|o Samu|a Vigilância Sanitária|o Procon|
a Receita Federal|a Polícia Federal|o Detran|a Cetesb|o Instituto Butantan|a USP`
  .split('|')
  .map((name) => name.trim());
