import { ASSET_UNLOCK_PACKAGE_IDS } from '@questline/domain/asset-packages';
import { basicsTutorials } from './demo-tutorials-basics';
import { systemsTutorials } from './demo-tutorials-systems';
import { visualsTutorials } from './demo-tutorials-visuals';
import type { DemoCatalogue } from './demo-types';

/**
 * The demo catalogue seeded on first start: a small but complete learning catalogue for a real-time 3D engine.
 * Every cross-reference is by key; items are listed so that whatever an entry refers to is seeded before it.
 */
export const demoCatalogue: DemoCatalogue = {
  topics: [
    { key: 'scripting', name: 'Scripting' },
    { key: 'lighting', name: 'Lighting' },
    { key: 'physics', name: 'Physics' },
    { key: 'animation', name: 'Animation' },
    { key: 'audio', name: 'Audio' },
    { key: 'ui', name: 'UI' },
    { key: 'vfx', name: 'VFX' },
    { key: 'level-design', name: 'Level design' },
    { key: 'optimization', name: 'Optimization' },
    { key: 'shaders', name: 'Shaders' },
    { key: 'multiplayer', name: 'Multiplayer' },
    { key: 'for-educators', name: 'For educators' },
  ],

  industries: [
    { key: 'games', name: 'Games' },
    { key: 'film-animation', name: 'Film & Animation' },
    { key: 'automotive', name: 'Automotive' },
    { key: 'architecture', name: 'Architecture' },
    { key: 'education', name: 'Education' },
    { key: 'simulation', name: 'Simulation' },
  ],

  skills: [
    {
      key: 'skill-csharp-scripting',
      title: 'C# scripting',
      internalId: 'Skill-CSharpScripting',
      description:
        'Writing C# components that read input, react to engine events, and expose tunable settings to designers in the Inspector.',
      subSkills: ['Variables, types, and methods', 'Component lifecycle methods', 'Serialized fields and references'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-editor-workflow',
      title: 'Editor workflow',
      internalId: 'Skill-EditorWorkflow',
      description:
        'Moving confidently through the Editor to build, organize, and ship scenes, from the Hierarchy to the Build Settings window.',
      subSkills: ['Scene view navigation', 'Hierarchy, parenting, and prefabs', 'Build settings and target platforms'],
      skillLevel: 'foundational',
    },
    {
      key: 'skill-physics-simulation',
      title: 'Physics simulation',
      internalId: 'Skill-PhysicsSimulation',
      description:
        'Using rigidbodies, colliders, and queries so objects move, collide, and respond believably under the physics engine.',
      subSkills: ['Rigidbodies and forces', 'Colliders and triggers', 'Physics materials', 'Raycasts and shape casts'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-lighting-rendering',
      title: 'Lighting and rendering',
      internalId: 'Skill-LightingRendering',
      description:
        'Combining real-time and baked lighting, probes, and post-processing to give a scene clear readability and mood.',
      subSkills: ['Real-time and baked lighting', 'Light probes and reflection probes', 'Post-processing volumes'],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-character-animation',
      title: 'Character animation',
      internalId: 'Skill-CharacterAnimation',
      description:
        'Bringing characters to life with animator state machines, blend trees, and sequenced cutscenes driven by gameplay.',
      subSkills: ['Animator state machines', 'Blend trees', 'Timeline sequencing'],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-interactive-audio',
      title: 'Interactive audio',
      internalId: 'Skill-InteractiveAudio',
      description:
        'Placing, mixing, and triggering sound so that it responds to gameplay and tells players where things are.',
      subSkills: ['Audio sources and the listener', 'Mixer groups and snapshots', 'Spatial audio and reverb'],
      skillLevel: 'beginner',
    },
    {
      key: 'skill-ui-development',
      title: 'UI development',
      internalId: 'Skill-UIDevelopment',
      description:
        'Building menus and heads-up displays with the UI toolkit that scale to any screen and work with every input device.',
      subSkills: [
        'Layout and anchoring',
        'Styling with style sheets',
        'Binding UI to game data',
        'Focus and navigation',
      ],
      skillLevel: 'intermediate',
    },
    {
      key: 'skill-shaders-vfx',
      title: 'Shaders and visual effects',
      internalId: 'Skill-ShadersVFX',
      description:
        'Authoring node-based shaders and particle systems that add energy, feedback, and style to real-time scenes.',
      subSkills: ['Shader graph nodes', 'Material properties', 'Particle system modules'],
      skillLevel: 'advanced',
    },
    {
      key: 'skill-performance-profiling',
      title: 'Performance profiling',
      internalId: 'Skill-PerformanceProfiling',
      description: 'Measuring where frame time and memory go, then fixing the real bottleneck instead of guessing.',
      subSkills: ['CPU and GPU profiling', 'Memory and garbage collection', 'Draw call batching'],
      skillLevel: 'advanced',
    },
    {
      key: 'skill-networked-gameplay',
      title: 'Networked gameplay',
      internalId: 'Skill-NetworkedGameplay',
      description:
        'Building multiplayer features on a client-server model that stay responsive and consistent under real network conditions.',
      subSkills: [
        'Client-server architecture',
        'State synchronization',
        'Remote procedure calls',
        'Client-side prediction',
      ],
      skillLevel: 'expert',
    },
  ],

  competencies: [
    {
      key: 'comp-gameplay-programming',
      title: 'Gameplay programming',
      internalId: 'Comp-GameplayProgramming',
      description:
        'Implements player-facing systems in C#, from input and physics to networked play, with code that other team members can extend.',
      skillLevel: 'intermediate',
      skillKeys: ['skill-csharp-scripting', 'skill-physics-simulation', 'skill-networked-gameplay'],
      topicKeys: ['scripting', 'physics', 'multiplayer'],
    },
    {
      key: 'comp-real-time-visuals',
      title: 'Real-time visuals',
      internalId: 'Comp-RealTimeVisuals',
      description:
        'Creates lighting, animation, shaders, and effects that look polished in real time and stay within a frame budget.',
      skillLevel: 'intermediate',
      skillKeys: ['skill-lighting-rendering', 'skill-character-animation', 'skill-shaders-vfx'],
      topicKeys: ['lighting', 'shaders', 'vfx'],
    },
    {
      key: 'comp-experience-design',
      title: 'Interactive experience design',
      internalId: 'Comp-ExperienceDesign',
      description:
        'Shapes spaces, interfaces, and soundscapes so players always understand where they are and what they can do.',
      skillLevel: 'beginner',
      skillKeys: ['skill-editor-workflow', 'skill-ui-development', 'skill-interactive-audio'],
      topicKeys: ['level-design', 'ui', 'audio'],
    },
    {
      key: 'comp-production-readiness',
      title: 'Production readiness',
      internalId: 'Comp-ProductionReadiness',
      description:
        'Profiles, optimizes, and builds projects so they run reliably on their target devices and reach players.',
      skillLevel: 'advanced',
      skillKeys: ['skill-performance-profiling', 'skill-editor-workflow'],
      topicKeys: ['optimization'],
    },
  ],

  badges: [
    {
      key: 'badge-editor-navigator',
      title: 'Editor Navigator',
      description:
        'Awarded for navigating the Editor, building a scene from primitives, and reusing work with prefabs.',
    },
    {
      key: 'badge-physics-tinkerer',
      title: 'Physics Tinkerer',
      description: 'Awarded for writing C# components that push, collide, and trigger with the physics engine.',
    },
    {
      key: 'badge-mood-maker',
      title: 'Mood Maker',
      description: 'Awarded for lighting and scoring a space with baked light, probes, and spatial sound.',
    },
    {
      key: 'badge-first-release',
      title: 'First Release',
      description:
        'Awarded for profiling a project, adding a heads-up display, and publishing a build players can run.',
    },
    {
      key: 'badge-character-animator',
      title: 'Character Animator',
      description: 'Awarded for driving characters with state machines and blend trees and directing a short cutscene.',
    },
    {
      key: 'badge-effects-artist',
      title: 'Effects Artist',
      description: 'Awarded for building particle effects and node-based shaders, including an animated dissolve.',
    },
    {
      key: 'badge-systems-builder',
      title: 'Systems Builder',
      description: 'Awarded for building player controls, raycast interactions, enemy navigation, and game menus.',
    },
    {
      key: 'badge-netcode-pioneer',
      title: 'Netcode Pioneer',
      description: 'Awarded for shipping a two-player game with synchronized state, RPCs, and client-side prediction.',
    },
    {
      key: 'badge-foundations-graduate',
      title: 'Real-Time Foundations Graduate',
      description:
        'Earned by completing every mission of the Real-Time Foundations pathway, from the first scene to a published build.',
    },
    {
      key: 'badge-gameplay-programmer',
      title: 'Gameplay Programmer',
      description:
        'Earned by completing the Gameplay Programmer pathway and demonstrating interactive, optimized, networked gameplay code.',
    },
    {
      key: 'badge-visual-storyteller',
      title: 'Visual Storyteller',
      description:
        'Earned by completing the Visual Storyteller pathway across lighting, sound, character animation, shaders, and effects.',
    },
  ],

  tutorials: [...basicsTutorials, ...visualsTutorials, ...systemsTutorials],

  projects: [
    {
      key: 'proj-marble-arena',
      title: 'Marble Arena',
      description:
        'Build a walled arena where the player rolls a marble to collect gems before time runs out. Along the way you block out a level, write your first scripts, and publish the game to the browser.',
      objective:
        'Create a complete physics game with a start, a goal, and a score, and publish it as a WebGL build that anyone can play.',
      skillLevel: 'beginner',
      tutorialKeys: [
        'tut-first-scene',
        'tut-first-script',
        'tut-rigidbody-forces',
        'tut-colliders-triggers',
        'tut-webgl-build',
      ],
      topicKeys: ['physics', 'scripting', 'level-design'],
      industryKeys: ['games'],
      points: [
        { category: 'essentials', point: 40 },
        { category: 'programming', point: 60 },
      ],
    },
    {
      key: 'proj-lantern-interior',
      title: 'Lantern-Lit Reading Room',
      description:
        'Light a cozy reading room at dusk, from a low sun through the windows to warm lamps and bounced light, then give it a soundscape of rain and crackling fire.',
      objective:
        'Produce a baked, color-graded interior with spatial ambience that could serve as an architectural visualization or a film set.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-lighting-basics', 'tut-baked-lighting', 'tut-post-processing', 'tut-spatial-audio'],
      topicKeys: ['lighting', 'audio'],
      industryKeys: ['architecture', 'film-animation'],
      points: [
        { category: 'artAnimation', point: 80 },
        { category: 'audio', point: 20 },
      ],
    },
    {
      key: 'proj-third-person-explorer',
      title: 'Third-Person Explorer',
      description:
        'Create an explorer character who walks, runs, and jumps across a small island with smooth animation and satisfying footsteps.',
      objective:
        'Combine input, a character controller, an animator state machine, blend trees, and sound into one responsive playable character.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-player-input-movement', 'tut-animator-state-machine', 'tut-blend-trees', 'tut-audio-sources'],
      topicKeys: ['animation', 'scripting'],
      industryKeys: ['games'],
      points: [
        { category: 'artAnimation', point: 50 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'proj-arcade-defender',
      title: 'Arcade Defender',
      description:
        'Defend a reactor core from waves of drones in a first-person arcade game with hitscan aiming, impact effects, a HUD, and full menus.',
      objective:
        'Ship a complete game loop with a main menu, gameplay, pause, and game over, built from raycasts, particles, UI, and a balanced audio mix.',
      skillLevel: 'intermediate',
      tutorialKeys: ['tut-raycasting', 'tut-particle-basics', 'tut-ui-hud', 'tut-ui-menus', 'tut-audio-mixer'],
      topicKeys: ['scripting', 'ui', 'vfx'],
      industryKeys: ['games'],
      points: [
        { category: 'programming', point: 70 },
        { category: 'systemsDesign', point: 30 },
      ],
    },
    {
      key: 'proj-spell-effects',
      title: 'Spellcraft Effects Showcase',
      description:
        'Design a set of spell effects, from a fire burst to a shimmering shield and a dissolve banishment, and present them in a moody showcase scene.',
      objective:
        'Build a portfolio-ready reel of real-time effects that combine particle systems, custom shaders, and post-processing.',
      skillLevel: 'advanced',
      tutorialKeys: ['tut-particle-basics', 'tut-shader-graph-intro', 'tut-dissolve-shader', 'tut-post-processing'],
      topicKeys: ['vfx', 'shaders'],
      industryKeys: ['games', 'film-animation'],
      points: [
        { category: 'artAnimation', point: 90 },
        { category: 'programming', point: 15 },
      ],
    },
    {
      key: 'proj-co-op-treasure-hunt',
      title: 'Co-op Treasure Hunt',
      description:
        'Two players search a ruined temple for treasure while patrolling guardians hunt them down. You will network the players, script the guardians, and keep the game smooth under load.',
      objective:
        'Deliver a two-player networked game with navigation-driven enemies that holds its frame budget and stays consistent under simulated latency.',
      skillLevel: 'advanced',
      tutorialKeys: ['tut-navmesh-agents', 'tut-netcode-intro', 'tut-network-sync', 'tut-profiler-basics'],
      topicKeys: ['multiplayer', 'level-design'],
      industryKeys: ['games', 'simulation'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 40 },
      ],
    },
  ],

  courses: [
    {
      key: 'course-engine-essentials',
      title: 'Engine Essentials',
      description:
        'A first course for complete beginners: learn the Editor, organize scenes with prefabs, and build a small physics game from scratch.',
      careerGoals:
        'Prepares you for entry-level roles inside a real-time team, such as junior level builder, QA tester, or technical intern, and gives you the vocabulary to work alongside engine programmers and artists.',
      skillLevel: 'foundational',
      contentKeys: [
        'tut-editor-tour',
        'quiz-editor-essentials',
        'tut-prefabs-basics',
        'proj-marble-arena',
        'quiz-scripting-physics',
      ],
      topicKeys: ['level-design', 'scripting'],
      industryKeys: ['games', 'education'],
      points: [
        { category: 'essentials', point: 100 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'course-visual-storytelling',
      title: 'Real-Time Visual Storytelling',
      description:
        'Learn to set a mood and tell a story with light, camera, and effects, working entirely in real time inside the Editor.',
      careerGoals:
        'Builds the portfolio pieces expected of lighting artists, technical artists, and previsualization artists in games, film, and architectural visualization.',
      skillLevel: 'intermediate',
      contentKeys: ['proj-lantern-interior', 'tut-timeline-cutscene', 'proj-spell-effects', 'quiz-lighting-rendering'],
      topicKeys: ['lighting', 'animation', 'vfx'],
      industryKeys: ['film-animation', 'architecture'],
      points: [{ category: 'artAnimation', point: 100 }],
    },
    {
      key: 'course-gameplay-programming',
      title: 'Gameplay Programming in C#',
      description:
        'Write the systems players touch every second, from character controls and raycast interactions to enemy navigation and menus, in clean, extensible C#.',
      careerGoals:
        'Prepares you for junior gameplay programmer and simulation developer roles, where you turn design documents into responsive, testable systems.',
      skillLevel: 'intermediate',
      contentKeys: [
        'tut-player-input-movement',
        'tut-raycasting',
        'tut-navmesh-agents',
        'proj-arcade-defender',
        'quiz-scripting-physics',
      ],
      topicKeys: ['scripting', 'physics', 'ui'],
      industryKeys: ['games', 'simulation'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 40 },
      ],
    },
    {
      key: 'course-performance-shipping',
      title: 'Performance and Shipping',
      description:
        'Find and fix performance problems with the Profiler and Frame Debugger, then ship polished builds to the browser and to mobile devices.',
      careerGoals:
        'Develops the optimization and release skills sought in engine programmers, technical artists, and build engineers across games and industrial visualization.',
      skillLevel: 'advanced',
      contentKeys: [
        'tut-profiler-basics',
        'tut-draw-call-batching',
        'quiz-optimization',
        'tut-webgl-build',
        'tut-mobile-build',
      ],
      topicKeys: ['optimization'],
      industryKeys: ['games', 'automotive'],
      points: [
        { category: 'programming', point: 80 },
        { category: 'professionalSkills', point: 40 },
      ],
    },
  ],

  quizzes: [
    {
      key: 'quiz-editor-essentials',
      title: 'Editor essentials check',
      description: 'A quick check of the Editor panels, Play mode, and prefabs covered in the first tutorials.',
      objective: 'Confirm that you can find your way around the Editor and explain what prefabs are for.',
      skillLevel: 'foundational',
      durationMinutes: 10,
      passNumber: 4,
      freezingTimeInHours: 0,
      topicKeys: ['level-design'],
      points: [{ category: 'essentials', point: 15 }],
      questions: [
        {
          body: 'Which panel lists every game object in the open scene?',
          options: [
            { body: 'The Hierarchy', correct: true },
            { body: 'The Inspector', correct: false },
            { body: 'The Project window', correct: false },
            { body: 'The Console', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. The Hierarchy shows the game objects in the open scene and how they are parented.',
            wrong:
              'The Hierarchy lists scene objects, the Project window lists asset files, and the Inspector shows the details of the current selection.',
          },
        },
        {
          body: "You change a light's intensity in the Inspector while in Play mode. What happens when you stop playing?",
          options: [
            { body: 'The change is discarded and the previous value returns', correct: true },
            { body: 'The change is saved to the scene', correct: false },
            { body: 'The change is saved to every light in the project', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Play mode edits are temporary, so note down values you want to keep.',
            wrong: 'Play mode edits are temporary: the Editor restores the scene as it was when you pressed Play.',
          },
        },
        {
          body: 'Which component does every game object have?',
          options: [
            { body: 'Transform', correct: true },
            { body: 'Mesh Renderer', correct: false },
            { body: 'Rigidbody', correct: false },
            { body: 'Collider', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Yes. Every game object has a Transform that stores its position, rotation, and scale.',
            wrong:
              'The only component every game object has is Transform. Renderers, rigidbodies, and colliders are optional.',
          },
        },
        {
          body: 'Which key frames the selected object in the Scene view?',
          options: [
            { body: 'F', correct: true },
            { body: 'G', correct: false },
            { body: 'Space', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. Press F with the Scene view focused to frame the selection.',
            wrong: 'Press F to frame the selected object so that it fills the Scene view.',
          },
        },
        {
          body: 'What is the main benefit of turning a configured game object into a prefab?',
          options: [
            { body: 'Editing the prefab asset updates every instance of it', correct: true },
            { body: 'The object renders faster', correct: false },
            { body: 'The object can no longer be edited in the Inspector', correct: false },
            { body: 'The object is excluded from builds', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. Prefabs are reusable templates that keep every instance consistent.',
            wrong:
              'Prefabs are templates: change the asset once and every instance in every scene picks up the change.',
          },
        },
      ],
    },
    {
      key: 'quiz-scripting-physics',
      title: 'Scripting and physics check',
      description: 'Test your understanding of the update loop, serialized fields, forces, triggers, and raycasts.',
      objective:
        'Show that you can choose the right callback, field declaration, and physics setting for common gameplay tasks.',
      skillLevel: 'beginner',
      durationMinutes: 15,
      passNumber: 4,
      freezingTimeInHours: 1,
      topicKeys: ['scripting', 'physics'],
      points: [{ category: 'programming', point: 20 }],
      questions: [
        {
          body: 'Why is movement in Update multiplied by Time.deltaTime?',
          options: [
            { body: 'So the object moves the same distance per second at any frame rate', correct: true },
            { body: 'To make collisions more accurate', correct: false },
            { body: 'To run the code on a background thread', correct: false },
            { body: 'To cap the frame rate at 60', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Scaling by the frame time makes speed independent of frame rate.',
            wrong:
              'Time.deltaTime is the time since the last frame. Multiplying by it turns a per-frame step into a per-second speed.',
          },
        },
        {
          body: 'Where should you apply a continuous force to a Rigidbody?',
          options: [
            { body: 'FixedUpdate', correct: true },
            { body: 'Update', correct: false },
            { body: 'LateUpdate', correct: false },
            { body: 'Start', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. FixedUpdate runs in step with the physics simulation.',
            wrong:
              'Physics runs on a fixed timestep, so continuous forces belong in FixedUpdate. Read input in Update and apply it there.',
          },
        },
        {
          body: 'Which of these field declarations appear in the Inspector? Select all that apply.',
          options: [
            { body: '[SerializeField] private float speed;', correct: true },
            { body: 'public float speed;', correct: true },
            { body: 'private float speed;', correct: false },
            { body: 'public static float speed;', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Public fields and private fields marked SerializeField are both serialized and shown.',
            wrong:
              'Public instance fields and private fields with SerializeField are shown. Plain private fields and static fields are not serialized.',
          },
        },
        {
          body: 'A coin has Is Trigger ticked on its collider. Which method runs when the player walks into it?',
          options: [
            { body: 'OnTriggerEnter', correct: true },
            { body: 'OnCollisionEnter', correct: false },
            { body: 'Awake', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Trigger colliders report overlaps through OnTriggerEnter.',
            wrong:
              'Trigger colliders do not block movement and call OnTriggerEnter; OnCollisionEnter is for solid contacts.',
          },
        },
        {
          body: 'Your interaction ray should detect interactable objects but still be blocked by walls. What should its layer mask include?',
          options: [
            { body: 'The Interactable layer and the layer the walls are on', correct: true },
            { body: 'Only the Interactable layer', correct: false },
            { body: 'Only the layer the walls are on', correct: false },
            { body: 'No layers at all', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Include blockers in the mask, then check whether the first hit is interactable.',
            wrong:
              'With only Interactable in the mask, the ray passes through walls. Include the wall layer too, then check the layer of the first hit.',
          },
        },
        {
          body: 'A small, fast projectile passes straight through thin walls. What is the most direct fix?',
          options: [
            { body: 'Set its Collision Detection to Continuous', correct: true },
            { body: 'Increase its mass', correct: false },
            { body: 'Set Interpolate to Interpolate', correct: false },
            { body: 'Remove its collider', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Yes. Continuous collision detection sweeps the object between physics steps.',
            wrong:
              'The projectile tunnels between physics steps. Continuous collision detection checks the path in between; interpolation only smooths rendering.',
          },
        },
      ],
    },
    {
      key: 'quiz-lighting-rendering',
      title: 'Lighting and rendering quiz',
      description: 'Check your knowledge of light modes, probes, post-processing, and shader properties.',
      objective: 'Demonstrate that you can choose lighting and shading techniques that look right and stay fast.',
      skillLevel: 'intermediate',
      durationMinutes: 12,
      passNumber: 4,
      freezingTimeInHours: 24,
      topicKeys: ['lighting', 'shaders'],
      points: [{ category: 'artAnimation', point: 20 }],
      questions: [
        {
          body: 'A character walks through a room with baked lighting. Where does it get its indirect light from?',
          options: [
            { body: 'Light probes placed through the room', correct: true },
            { body: 'The lightmaps baked onto the floor', correct: false },
            { body: 'Only the directional light', correct: false },
            { body: 'Nowhere; moving objects cannot receive indirect light', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Dynamic objects blend the indirect light stored in nearby probes.',
            wrong:
              'Lightmaps only apply to static objects. Moving objects sample light probes to receive baked indirect light.',
          },
        },
        {
          body: 'Which light mode bakes indirect light but still casts real-time shadows from moving objects?',
          options: [
            { body: 'Mixed', correct: true },
            { body: 'Baked', correct: false },
            { body: 'Realtime', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. Mixed lights combine baked bounce light with real-time shadows.',
            wrong: 'Baked lights are fully precomputed and Realtime lights bake nothing. Mixed lights do both.',
          },
        },
        {
          body: 'What does tonemapping do?',
          options: [
            { body: 'Maps high dynamic range lighting into the range a display can show', correct: true },
            { body: 'Adds a glow around bright pixels', correct: false },
            { body: 'Darkens the edges of the frame', correct: false },
            { body: 'Converts textures to grayscale', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. Tonemapping keeps detail in bright areas instead of clipping them to white.',
            wrong:
              'Glow is bloom and darkened edges are a vignette. Tonemapping compresses high dynamic range into displayable values.',
          },
        },
        {
          body: 'In a dissolve shader that uses alpha clipping, what happens to pixels whose alpha is below the threshold?',
          options: [
            { body: 'They are discarded and not drawn at all', correct: true },
            { body: 'They are drawn semi-transparent', correct: false },
            { body: 'They are drawn black', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Clipped pixels are discarded, so the material stays opaque everywhere else.',
            wrong: 'Alpha clipping is all or nothing: pixels below the threshold are discarded rather than blended.',
          },
        },
        {
          body: 'Why expose properties on a shader graph? Select all that apply.',
          options: [
            { body: 'Artists can create many materials from one shader', correct: true },
            { body: 'Scripts can change values at runtime through the reference name', correct: true },
            { body: 'Exposed properties make the shader compile faster on every platform', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Exposed properties serve both artists and code.',
            wrong:
              'Exposed properties show up on materials for artists and can be set from scripts by reference name; they do not change compile speed.',
          },
        },
      ],
    },
    {
      key: 'quiz-animation-audio',
      title: 'Animation and audio quiz',
      description: 'Review state machine transitions, blend trees, the audio listener, and mixing techniques.',
      objective: 'Confirm that you can set up responsive character animation and a clear, balanced mix.',
      skillLevel: 'intermediate',
      durationMinutes: 12,
      passNumber: 3,
      freezingTimeInHours: 1,
      topicKeys: ['animation', 'audio'],
      points: [
        { category: 'artAnimation', point: 10 },
        { category: 'audio', point: 15 },
      ],
      questions: [
        {
          body: 'A transition from Idle to Walk waits for the idle clip to finish before firing. Which setting causes this?',
          options: [
            { body: 'Has Exit Time is ticked', correct: true },
            { body: 'The transition duration is too short', correct: false },
            { body: 'The Speed parameter is a Float', correct: false },
            { body: 'Idle is the default state', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Untick Has Exit Time so the transition fires as soon as its conditions are met.',
            wrong:
              'Has Exit Time makes a transition wait until a point in the current clip. Untick it for responsive gameplay transitions.',
          },
        },
        {
          body: 'Why set blend tree thresholds to the real speeds of the walk and run clips?',
          options: [
            { body: 'To keep the feet from sliding', correct: true },
            { body: 'To reduce memory use', correct: false },
            { body: 'To make transitions instant', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Matching thresholds to clip speeds keeps the feet planted.',
            wrong:
              'Thresholds decide which clips play at which speed; if they do not match the animated speed, the feet slide.',
          },
        },
        {
          body: 'How many active audio listeners should a scene have?',
          options: [
            { body: 'Exactly one', correct: true },
            { body: 'One per audio source', correct: false },
            { body: 'One per camera', correct: false },
            { body: 'None in 2D games', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Yes. One listener acts as the ears of the player.',
            wrong: 'A scene should have exactly one active listener; the engine warns you when there are more.',
          },
        },
        {
          body: 'Dialogue must stay clear over the music. Which mixer technique handles this automatically?',
          options: [
            { body: 'Sidechain ducking with a Duck Volume effect on the music group', correct: true },
            { body: 'Setting Spatial Blend to 1 on the music', correct: false },
            { body: 'Adding a reverb zone around the speaker', correct: false },
            { body: 'Raising the Master group volume', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. A send from Dialogue lowers the music only while someone is speaking.',
            wrong:
              'Ducking lowers the music whenever dialogue plays. The other options do not change the balance between the two.',
          },
        },
        {
          body: 'Why convert a 0 to 1 volume slider logarithmically before setting a mixer volume?',
          options: [
            { body: 'Mixer volumes are in decibels, and loudness is perceived logarithmically', correct: true },
            { body: 'The mixer rejects values above 1', correct: false },
            { body: 'It makes the slider snap to whole numbers', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. The conversion makes every part of the slider feel equally useful.',
            wrong:
              'Mixer volumes are decibels. A linear mapping makes most of the slider nearly silent or nearly full; a logarithmic one feels even.',
          },
        },
      ],
    },
    {
      key: 'quiz-optimization',
      title: 'Performance and builds quiz',
      description: 'Check your grasp of frame budgets, garbage collection, batching, and profiling on target hardware.',
      objective: 'Show that you can diagnose common performance problems and pick the right fix.',
      skillLevel: 'advanced',
      durationMinutes: 15,
      passNumber: 4,
      freezingTimeInHours: 24,
      topicKeys: ['optimization'],
      points: [{ category: 'programming', point: 25 }],
      questions: [
        {
          body: 'At 60 frames per second, what is the time budget for one frame?',
          options: [
            { body: 'About 16.6 milliseconds', correct: true },
            { body: 'About 33.3 milliseconds', correct: false },
            { body: 'About 6 milliseconds', correct: false },
            { body: '60 milliseconds', correct: false },
          ],
          shuffleOptions: false,
          feedback: {
            correct: 'Right. One second divided by 60 frames is about 16.6 milliseconds.',
            wrong:
              'Divide 1000 milliseconds by 60 frames: about 16.6 milliseconds. 33.3 is the budget at 30 frames per second.',
          },
        },
        {
          body: 'The Profiler shows regular spikes caused by garbage collection. Which change helps most?',
          options: [
            {
              body: 'Remove per-frame allocations such as string concatenation and new lists in Update',
              correct: true,
            },
            { body: 'Move the code from Update to FixedUpdate', correct: false },
            { body: 'Raise the target frame rate', correct: false },
            { body: 'Enable static batching', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Less garbage means the collector runs less often.',
            wrong:
              'Collection spikes come from memory allocated every frame. Moving code elsewhere or batching meshes does not reduce allocations.',
          },
        },
        {
          body: 'Which conditions allow objects to be combined by static batching? Select all that apply.',
          options: [
            { body: 'They are marked Batching Static', correct: true },
            { body: 'They share the same material', correct: true },
            { body: 'They move every frame', correct: false },
            { body: 'They each have a Rigidbody', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Static, non-moving objects that share a material can be combined.',
            wrong:
              'Static batching combines non-moving objects marked Batching Static that share a material. Moving or physics-driven objects are excluded.',
          },
        },
        {
          body: 'Why profile a development build on the target device instead of relying only on the Editor?',
          options: [
            { body: 'The Editor adds its own overhead and runs on different hardware', correct: true },
            { body: 'The Profiler cannot be opened in the Editor', correct: false },
            { body: 'Builds never allocate memory', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Only the target device shows the real bottlenecks.',
            wrong:
              'You can profile in the Editor, but its overhead and your development machine hide the costs players will actually see.',
          },
        },
        {
          body: 'A mobile game runs smoothly for two minutes and then slows down. What should you investigate first?',
          options: [
            { body: 'Thermal throttling caused by sustained CPU and GPU load', correct: true },
            { body: 'A scene missing from Build Settings', correct: false },
            { body: 'A missing audio listener', correct: false },
            { body: 'The size of the app icon', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Devices slow down as they heat up, so cap the frame rate and reduce load.',
            wrong:
              'Slowdowns that appear only after minutes of play usually mean the device is throttling because it is overheating.',
          },
        },
      ],
    },
    {
      key: 'quiz-multiplayer',
      title: 'Multiplayer fundamentals quiz',
      description: 'Test your understanding of server authority, network variables, RPCs, and prediction.',
      objective: 'Confirm that you can choose the right synchronization approach for each kind of game data.',
      skillLevel: 'advanced',
      durationMinutes: 12,
      passNumber: 3,
      freezingTimeInHours: 0,
      topicKeys: ['multiplayer'],
      points: [
        { category: 'programming', point: 20 },
        { category: 'systemsDesign', point: 10 },
      ],
      questions: [
        {
          body: 'In a server-authoritative game, who decides the true position of a player?',
          options: [
            { body: 'The server', correct: true },
            { body: 'The client that owns the player', correct: false },
            { body: 'Whichever client has the lowest latency', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Right. Clients send input; the server decides the outcome.',
            wrong: 'In a server-authoritative model, clients only send input and the server owns the true game state.',
          },
        },
        {
          body: 'A door can be open or closed, and players may join mid-match. How should its state be synchronized?',
          options: [
            { body: 'With a network variable', correct: true },
            { body: 'With a single client RPC when it opens', correct: false },
            { body: 'With an unreliable RPC sent every frame', correct: false },
            { body: 'It does not need to be synchronized', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Correct. Late joiners receive the current value of every network variable.',
            wrong:
              'A late joiner never sees earlier RPCs, so lasting state such as a door being open belongs in a network variable.',
          },
        },
        {
          body: 'When the server state disagrees with a client prediction, what does reconciliation do?',
          options: [
            {
              body: 'Resets to the server state and replays the inputs the server has not processed yet',
              correct: true,
            },
            { body: 'Keeps the predicted position and ignores the server', correct: false },
            { body: 'Disconnects the client', correct: false },
            { body: 'Sends the predicted position to the server to overwrite its state', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Exactly. The server stays authoritative while local movement stays responsive.',
            wrong:
              'The server is always right. The client rewinds to the server state and replays pending inputs on top of it.',
          },
        },
        {
          body: 'Which messages are good candidates for unreliable delivery? Select all that apply.',
          options: [
            { body: 'Cosmetic hit effects', correct: true },
            { body: 'Frequent position updates that newer ones replace', correct: true },
            { body: 'Buying an item from the shop', correct: false },
            { body: 'Announcing the end of the match', correct: false },
          ],
          shuffleOptions: true,
          feedback: {
            correct: 'Well done. Messages that are harmless to lose or quickly superseded can be unreliable.',
            wrong:
              'Purchases and match results must arrive. Cosmetic effects and superseded position updates can safely be dropped.',
          },
        },
      ],
    },
  ],

  liveSessions: [
    {
      key: 'live-lighting-clinic',
      title: 'Lighting clinic: rescuing flat, muddy interiors',
      description:
        'Bring a screenshot of an interior that does not look right and watch our artists fix learner scenes live, from light placement to bake settings and color grading.',
      skillLevel: 'intermediate',
      startsInDays: 9,
      startTime: '17:00',
      durationMinutes: 60,
      utcOffset: 0,
      registerUrl: 'https://events.questline.dev/live/live-lighting-clinic',
      contentKeys: ['proj-lantern-interior'],
      topicKeys: ['lighting', 'level-design'],
      industryKeys: ['architecture'],
    },
    {
      key: 'live-multiplayer-office-hours',
      title: 'Office hours: building your first multiplayer prototype',
      description:
        'Join our networking mentors for an open Q&A on client-server architecture, network variables, and RPCs. We will debug a two-player prototype live under simulated latency.',
      skillLevel: 'advanced',
      startsInDays: 23,
      startTime: '19:00',
      durationMinutes: 90,
      utcOffset: 540,
      registerUrl: 'https://events.questline.dev/live/live-multiplayer-office-hours',
      contentKeys: ['tut-netcode-intro'],
      topicKeys: ['multiplayer', 'scripting'],
      industryKeys: ['games'],
    },
    {
      key: 'live-educator-showcase',
      title: 'Educator showcase: teaching game development in one semester',
      description:
        'Three instructors share how they structured a semester-long game development course, from the first lesson in the Editor to final student builds. Watch the recording for their syllabi, grading checklists, and lessons learned.',
      skillLevel: 'foundational',
      startsInDays: -12,
      startTime: '10:00',
      durationMinutes: 60,
      utcOffset: -300,
      registerUrl: 'https://events.questline.dev/live/live-educator-showcase',
      contentKeys: ['tut-classroom-setup'],
      topicKeys: ['for-educators'],
      industryKeys: ['education'],
      recordingTitle: 'Educator showcase: the recording',
    },
  ],

  missions: [
    {
      key: 'mission-editor-orientation',
      title: 'Find your way around the Editor',
      shortDescription: 'Learn the Editor layout, build a scene from primitives, and reuse your work with prefabs.',
      description:
        'Every project starts in the Editor. In this mission you learn to navigate scenes, inspect and organize game objects, and package your work as prefabs that can be reused anywhere.',
      badgeKey: 'badge-editor-navigator',
      competencyKeys: ['comp-experience-design'],
      sets: [
        {
          title: 'Hands-on route',
          description: 'Work through three short tutorials, then check your understanding with a quiz.',
          contentKeys: ['tut-editor-tour', 'tut-first-scene', 'tut-prefabs-basics', 'quiz-editor-essentials'],
        },
        {
          title: 'Course route',
          description: 'Follow the full Engine Essentials course, then complete the scene-building exercise.',
          contentKeys: ['course-engine-essentials', 'tut-first-scene'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'quiz-editor-essentials' },
        { op: 'And', contentKey: 'tut-first-scene' },
      ],
      prerequisiteKeys: [],
      // Enough for the first level of Essentials: finishing the first mission is a level-up.
      points: [{ category: 'essentials', point: 500 }],
    },
    {
      key: 'mission-scripted-physics',
      title: 'Bring objects to life with scripts and physics',
      shortDescription: 'Write C# components and let the physics engine push, collide, and trigger.',
      description:
        'Scripts and physics are where a scene becomes a game. You write your first components, move rigidbodies with forces, and react to collisions and trigger zones.',
      badgeKey: 'badge-physics-tinkerer',
      competencyKeys: ['comp-gameplay-programming'],
      sets: [
        {
          title: 'Step-by-step route',
          description: 'Learn one concept at a time with focused tutorials and a closing quiz.',
          contentKeys: ['tut-first-script', 'tut-rigidbody-forces', 'tut-colliders-triggers', 'quiz-scripting-physics'],
        },
        {
          title: 'Project route',
          description: 'Learn the same skills by building the Marble Arena project from start to finish.',
          contentKeys: ['proj-marble-arena', 'quiz-scripting-physics'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-colliders-triggers' },
        { op: 'And', contentKey: 'quiz-scripting-physics' },
      ],
      freeAssets: [
        {
          packageId: ASSET_UNLOCK_PACKAGE_IDS.kartingTemplate1,
          note: "The karting template's first part: a kart driven by the physics you script here.",
        },
      ],
      prerequisiteKeys: [],
      points: [{ category: 'programming', point: 100 }],
    },
    {
      key: 'mission-light-and-sound',
      title: 'Set the mood with light and sound',
      shortDescription: 'Combine real-time light, baked light, and spatial audio to give a place atmosphere.',
      description:
        'Players remember how a place feels. You light a space from sunlight to lamplight, bake bounced light for interiors, and place sounds so the environment feels alive.',
      badgeKey: 'badge-mood-maker',
      competencyKeys: ['comp-real-time-visuals', 'comp-experience-design'],
      sets: [
        {
          title: 'Core route',
          description: 'Master lighting and sound placement through four practical tutorials.',
          contentKeys: ['tut-lighting-basics', 'tut-baked-lighting', 'tut-audio-sources', 'tut-spatial-audio'],
        },
        {
          title: 'Project route',
          description: 'Light and score the Lantern-Lit Reading Room, balance the mix, and confirm your knowledge.',
          contentKeys: ['proj-lantern-interior', 'tut-audio-mixer', 'quiz-lighting-rendering'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-baked-lighting' },
        { op: 'Or', contentKey: 'tut-spatial-audio' },
      ],
      prerequisiteKeys: ['mission-editor-orientation'],
      points: [
        { category: 'artAnimation', point: 75 },
        { category: 'audio', point: 50 },
      ],
    },
    {
      key: 'mission-first-release',
      title: 'Profile, polish, and publish a build',
      shortDescription: 'Add a HUD, check performance with the Profiler, and put your game in front of players.',
      description:
        'A game is not finished until someone else can play it. You add a clear heads-up display, find and fix performance problems, and publish a build that runs in a web browser.',
      badgeKey: 'badge-first-release',
      competencyKeys: ['comp-production-readiness'],
      sets: [
        {
          title: 'Release route',
          description: 'Polish, measure, and publish with three tutorials and a performance quiz.',
          contentKeys: ['tut-ui-hud', 'tut-profiler-basics', 'tut-webgl-build', 'quiz-optimization'],
        },
        {
          title: 'Performance-first route',
          description: 'Take the full Performance and Shipping course, then add a HUD to your game.',
          contentKeys: ['course-performance-shipping', 'tut-ui-hud'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-webgl-build' },
        { op: 'And', contentKey: 'quiz-optimization' },
      ],
      freeAssets: [
        {
          packageId: ASSET_UNLOCK_PACKAGE_IDS.fpsTemplate,
          note: 'The first-person shooter template, ready to profile, polish and publish as your next build.',
        },
      ],
      prerequisiteKeys: ['mission-scripted-physics'],
      points: [
        { category: 'programming', point: 50 },
        { category: 'professionalSkills', point: 50 },
      ],
    },
    {
      key: 'mission-animated-storytelling',
      title: 'Tell stories with animated characters',
      shortDescription: 'Drive characters with state machines and blend trees, then direct a short cutscene.',
      description:
        'Characters carry a story. You connect animation to gameplay with state machines and blend trees, then direct cameras, actors, and sound on the Timeline.',
      badgeKey: 'badge-character-animator',
      competencyKeys: ['comp-real-time-visuals'],
      sets: [
        {
          title: 'Animation route',
          description: 'Build animation skills tutorial by tutorial and finish with a quiz.',
          contentKeys: [
            'tut-animator-state-machine',
            'tut-blend-trees',
            'tut-timeline-cutscene',
            'quiz-animation-audio',
          ],
        },
        {
          title: 'Project route',
          description: 'Create the Third-Person Explorer, then give it an opening cutscene.',
          contentKeys: ['proj-third-person-explorer', 'tut-timeline-cutscene'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-blend-trees' },
        { op: 'And', contentKey: 'quiz-animation-audio' },
      ],
      prerequisiteKeys: ['mission-light-and-sound'],
      points: [{ category: 'artAnimation', point: 100 }],
    },
    {
      key: 'mission-shaders-and-vfx',
      title: 'Craft shaders and visual effects',
      shortDescription: 'Build particle effects and node-based shaders, up to an animated dissolve.',
      description:
        'Effects give players feedback and give worlds their magic. You build particle systems, author shaders node by node, and drive a dissolve effect from gameplay.',
      badgeKey: 'badge-effects-artist',
      competencyKeys: ['comp-real-time-visuals'],
      sets: [
        {
          title: 'Effects route',
          description: 'Learn particles and shaders in three tutorials, then test yourself.',
          contentKeys: [
            'tut-particle-basics',
            'tut-shader-graph-intro',
            'tut-dissolve-shader',
            'quiz-lighting-rendering',
          ],
        },
        {
          title: 'Showcase route',
          description: 'Build the Spellcraft Effects Showcase and confirm your knowledge with the quiz.',
          contentKeys: ['proj-spell-effects', 'quiz-lighting-rendering'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-particle-basics' },
        { op: 'And', contentKey: 'tut-dissolve-shader' },
        { op: 'Or', contentKey: 'quiz-lighting-rendering' },
      ],
      prerequisiteKeys: ['mission-light-and-sound'],
      points: [
        { category: 'artAnimation', point: 100 },
        { category: 'programming', point: 25 },
      ],
    },
    {
      key: 'mission-interactive-systems',
      title: 'Build interactive game systems',
      shortDescription: 'Create player controls, raycast interactions, enemy navigation, and full game menus.',
      description:
        'Great games are built from systems that respond to the player. You build responsive controls, aim-and-use interactions, enemies that find their way, and menus that work with any device.',
      badgeKey: 'badge-systems-builder',
      competencyKeys: ['comp-gameplay-programming', 'comp-experience-design'],
      sets: [
        {
          title: 'Systems route',
          description: 'Build four gameplay systems, one tutorial at a time.',
          contentKeys: ['tut-player-input-movement', 'tut-raycasting', 'tut-navmesh-agents', 'tut-ui-menus'],
        },
        {
          title: 'Course route',
          description: 'Complete the Gameplay Programming in C# course, then add menus to your game.',
          contentKeys: ['course-gameplay-programming', 'tut-ui-menus'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-player-input-movement' },
        { op: 'And', contentKey: 'tut-ui-menus' },
        { op: 'Or', contentKey: 'tut-navmesh-agents' },
      ],
      freeAssets: [
        {
          packageId: ASSET_UNLOCK_PACKAGE_IDS.kartingTemplate2,
          note: "The karting template's second part: the race's checkpoints, timer and menus.",
        },
      ],
      prerequisiteKeys: ['mission-scripted-physics'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 50 },
      ],
    },
    {
      key: 'mission-networked-play',
      title: 'Play together over the network',
      shortDescription: 'Connect players, synchronize state, and keep movement responsive under real latency.',
      description:
        'Multiplayer turns a game into a shared experience. You connect players with a client-server session, synchronize state and events, and use prediction so the game feels responsive on real networks.',
      badgeKey: 'badge-netcode-pioneer',
      competencyKeys: ['comp-gameplay-programming', 'comp-production-readiness'],
      sets: [
        {
          title: 'Networking route',
          description: 'Learn networking in two in-depth tutorials and a fundamentals quiz.',
          contentKeys: ['tut-netcode-intro', 'tut-network-sync', 'quiz-multiplayer'],
        },
        {
          title: 'Project route',
          description: 'Build the Co-op Treasure Hunt and confirm your knowledge with the quiz.',
          contentKeys: ['proj-co-op-treasure-hunt', 'quiz-multiplayer'],
        },
      ],
      assessment: [
        { op: 'And', contentKey: 'tut-network-sync' },
        { op: 'And', contentKey: 'quiz-multiplayer' },
      ],
      freeAssets: [
        {
          packageId: ASSET_UNLOCK_PACKAGE_IDS.kartingTemplate3,
          note: "The karting template's third part: opponents and a track to race them on.",
        },
      ],
      prerequisiteKeys: ['mission-interactive-systems', 'mission-first-release'],
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 50 },
      ],
    },
  ],

  pathways: [
    {
      key: 'pathway-real-time-foundations',
      title: 'Real-Time Foundations',
      strapline: 'From an empty scene to a game anyone can play',
      shortDescription: 'Learn the Editor, scripting, lighting, sound, and publishing in four hands-on missions.',
      description:
        'Start with no experience and finish with a playable game in the browser. This pathway covers the Editor, C# scripting, physics, lighting, sound, and publishing: the core every real-time creator builds on.',
      badgeKey: 'badge-foundations-graduate',
      missionKeys: [
        'mission-editor-orientation',
        'mission-scripted-physics',
        'mission-light-and-sound',
        'mission-first-release',
      ],
      durationWeeks: 6,
      points: [
        { category: 'essentials', point: 100 },
        { category: 'programming', point: 50 },
      ],
    },
    {
      key: 'pathway-gameplay-programmer',
      title: 'Gameplay Programmer',
      strapline: 'Write the code players feel in every jump, hit, and match',
      shortDescription: 'Build input, physics, AI, UI, and networked multiplayer systems in C#.',
      description:
        'Turn scripting basics into job-ready gameplay programming. You build responsive controls, enemy navigation, menus, performance-conscious code, and a two-player networked game.',
      badgeKey: 'badge-gameplay-programmer',
      missionKeys: [
        'mission-scripted-physics',
        'mission-interactive-systems',
        'mission-first-release',
        'mission-networked-play',
      ],
      durationWeeks: 12,
      points: [
        { category: 'programming', point: 100 },
        { category: 'systemsDesign', point: 75 },
      ],
    },
    {
      key: 'pathway-visual-storyteller',
      title: 'Visual Storyteller',
      strapline: 'Light, animate, and enchant real-time worlds',
      shortDescription: 'Master lighting, character animation, cutscenes, shaders, and particle effects.',
      description:
        'For artists and designers who want their scenes to move people. You shape mood with light and sound, bring characters to life, direct cutscenes, and craft effects with shaders and particles.',
      badgeKey: 'badge-visual-storyteller',
      missionKeys: [
        'mission-editor-orientation',
        'mission-light-and-sound',
        'mission-animated-storytelling',
        'mission-shaders-and-vfx',
      ],
      durationWeeks: 8,
      points: [
        { category: 'artAnimation', point: 100 },
        { category: 'essentials', point: 50 },
      ],
    },
  ],
};
